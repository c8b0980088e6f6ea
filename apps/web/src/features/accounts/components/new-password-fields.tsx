/**
 * The new password and its confirmation, as the change and reset forms ask for them. `name` is
 * the new password's form field (the two calls name it differently); `hint` says the rule and
 * anything the form adds.
 */
export function NewPasswordFields({ id, name, hint }: { id: string; name: string; hint: string }) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-new`}>New password</label>
        <input
          id={`${id}-new`}
          name={name}
          type="password"
          required
          minLength={8}
          maxLength={256}
          autoComplete="new-password"
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>Confirm new password</label>
        <input id={`${id}-confirm`} name="confirmPassword" type="password" required autoComplete="new-password" />
      </div>
    </>
  );
}
