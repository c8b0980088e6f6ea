import { BIO_MAX, CreateCharacterInputSchema, type OwnCharacter } from '@tod/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useCreateCharacter } from '../api.ts';
import { actionErrorMessage } from './form-errors.ts';

type Field = 'name' | 'bio' | 'childCode';
type FieldErrors = Partial<Record<Field, string>>;

/** Client checks of docs/product-rules.md#characters, with the contract's own messages; the server checks again. */
export function validateCharacterInput(input: { name: string; bio: string; childCode: string }): FieldErrors {
  const parsed = CreateCharacterInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function CreateCharacterForm({
  onCreated,
  previous,
}: {
  onCreated: (character: OwnCharacter) => void;
  previous?: { username: string; childCode: string } | null;
}) {
  const id = useId();
  const create = useCreateCharacter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      name: String(data.get('name') ?? ''),
      bio: String(data.get('bio') ?? ''),
      childCode: String(data.get('childCode') ?? ''),
    };
    const found = validateCharacterInput(input);
    setErrors(found);
    setFormError(null);
    const firstInvalid = (['name', 'bio', 'childCode'] as const).find((field) => found[field]);
    if (firstInvalid) {
      const element = event.currentTarget.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    create.mutate(
      { name: input.name, bio: input.bio, childCode: input.childCode.trim() || undefined },
      {
        onSuccess: (character) => onCreated(character),
        onError: (error) => setFormError(actionErrorMessage(error, 'Failed to create character.')),
      },
    );
  };

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Create Character">
      <p className="field__hint">Name and Bio are required; Child Code is optional.</p>
      {previous && (
        <p className="notice notice--info">
          {previous.username} has passed on. Enter their child code <code>{previous.childCode}</code> below to make your new
          character their heir.
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={20}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name', `${id}-name-hint`)}
        />
        <p id={`${id}-name-hint`} className="field__hint">
          Required. 3 to 20 characters: letters, digits, spaces, _ and -.
        </p>
        {fieldError('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-bio`}>Bio</label>
        <textarea
          id={`${id}-bio`}
          name="bio"
          required
          rows={6}
          maxLength={BIO_MAX}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={describedBy('bio', `${id}-bio-hint`)}
        />
        <p id={`${id}-bio-hint`} className="field__hint">
          Required. A few words about your character, shown on their profile. Markdown and colour tags like
          [color=red]text[/color] are allowed.
        </p>
        {fieldError('bio')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-child`}>
          Child Code <span className="field__optional">(optional)</span>
        </label>
        <input
          id={`${id}-child`}
          name="childCode"
          maxLength={32}
          autoComplete="off"
          aria-invalid={errors.childCode ? true : undefined}
          aria-describedby={describedBy('childCode', `${id}-child-hint`)}
        />
        <p id={`${id}-child-hint`} className="field__hint">
          Only for an heir: the code of one of your characters who has died (their profile shows it). The heir inherits part of
          their gold. Leave it empty to start a new family.
        </p>
        {fieldError('childCode')}
      </div>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create Character'}
      </button>
    </form>
  );
}
