import type { SanctionScope } from '@tod/contracts';
import { useId, useState } from 'react';
import { useMute } from '../api.ts';
import { moderationError } from '../moderation-errors.ts';
import { endsText, MUTE_DURATIONS } from '../sanction-text.ts';
import { ActionDialog } from './action-dialog.tsx';
import { ReasonField } from './reason-field.tsx';
import '../moderation.css';

/** What a mute can cover, in the words the sanctions list uses (docs/contacts.md, "Safety"). */
const SCOPES: ReadonlyArray<{ scope: SanctionScope; label: string }> = [
  { scope: 'chat', label: 'Chat' },
  { scope: 'messages', label: 'Direct messages' },
];

/**
 * Role 1+: keeps a player out of the chat, direct messages or both (checkboxes, chat ticked at
 * first) for a chosen time, with a reason they will read.
 */
export function MuteDialog({
  characterId,
  name,
  onDone,
  onCancel,
}: {
  characterId: string;
  name: string;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [minutes, setMinutes] = useState<number>(MUTE_DURATIONS[1].minutes);
  const [reason, setReason] = useState('');
  const [scopes, setScopes] = useState<SanctionScope[]>(['chat']);
  const toggle = (scope: SanctionScope) =>
    setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));
  const [error, setError] = useState<string | null>(null);
  const mute = useMute();
  const submit = () => {
    if (!reason.trim()) {
      setError('A reason is required.');
      return;
    }
    if (scopes.length === 0) {
      setError('Choose at least one scope.');
      return;
    }
    setError(null);
    mute.mutate(
      { characterId, durationMinutes: minutes, reason, scopes },
      {
        onSuccess: (sanction) => onDone(`${name} is muted until ${endsText(sanction.endsAt)}.`),
        onError: (err) => setError(moderationError(err, 'Failed to mute.')),
      },
    );
  };
  return (
    <ActionDialog
      title={`Mute ${name}`}
      submitLabel={mute.isPending ? 'Muting...' : 'Mute'}
      busy={mute.isPending}
      danger
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="field">
        <label htmlFor={`${id}-duration`}>Duration</label>
        <select id={`${id}-duration`} value={minutes} onChange={(event) => setMinutes(Number(event.currentTarget.value))}>
          {MUTE_DURATIONS.map((d) => (
            <option key={d.minutes} value={d.minutes}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field moderation__scopes">
        <legend>Mute from</legend>
        {SCOPES.map(({ scope, label }) => (
          <label key={scope}>
            <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} /> {label}
          </label>
        ))}
      </fieldset>
      <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
