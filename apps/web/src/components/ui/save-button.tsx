/**
 * A form's primary Save button: "Saving..." while the save runs, and `name` for a screen
 * reader where a page holds many such forms (Manage Skills, Manage Quests), so each button says
 * what it saves.
 */
export function SaveButton({
  pending,
  disabled = false,
  label = 'Save',
  name,
}: {
  pending: boolean;
  disabled?: boolean;
  label?: string;
  name?: string;
}) {
  return (
    <button type="submit" className="button button--primary" disabled={disabled || pending}>
      {pending ? 'Saving...' : label}
      {name !== undefined && (
        <>
          {' '}
          <span className="visually-hidden">{name}</span>
        </>
      )}
    </button>
  );
}
