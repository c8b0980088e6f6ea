import { useId, useState } from 'react';
import { useBan } from '../api.ts';
import { moderationError } from '../moderation-errors.ts';
import { endsText, localInputValue, minutesUntil } from '../sanction-text.ts';
import { ActionDialog } from './action-dialog.tsx';
import { ReasonField } from './reason-field.tsx';
import '../moderation.css';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** Role 2+: bans the account behind a character until a date (or for good), with a reason. */
export function BanDialog({
  characterId,
  name,
  onDone,
  onCancel,
  now = Date.now,
}: {
  characterId: string;
  name: string;
  onDone: (text: string) => void;
  onCancel: () => void;
  now?: () => number;
}) {
  const id = useId();
  const [ends, setEnds] = useState(() => localInputValue(now() + WEEK_MS));
  const [permanent, setPermanent] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ban = useBan();
  const submit = () => {
    if (!reason.trim()) {
      setError('A reason is required.');
      return;
    }
    const duration = permanent ? { minutes: null } : minutesUntil(ends, now());
    if ('error' in duration) {
      setError(duration.error);
      return;
    }
    setError(null);
    ban.mutate(
      { characterId, durationMinutes: duration.minutes, reason },
      {
        onSuccess: (sanction) =>
          onDone(sanction.endsAt ? `${name} is banned until ${endsText(sanction.endsAt)}.` : `${name} is banned for good.`),
        onError: (err) => setError(moderationError(err, 'Failed to ban.')),
      },
    );
  };
  return (
    <ActionDialog
      title={`Ban ${name}`}
      submitLabel={ban.isPending ? 'Banning...' : 'Ban'}
      busy={ban.isPending}
      danger
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <p>Their sessions end at once and they cannot sign in until the ban ends.</p>
      <div className="field">
        <label htmlFor={`${id}-ends`}>Ends</label>
        <input
          id={`${id}-ends`}
          type="datetime-local"
          value={ends}
          disabled={permanent}
          required={!permanent}
          onChange={(event) => setEnds(event.currentTarget.value)}
        />
      </div>
      <div className="field field--checkbox">
        <label>
          <input type="checkbox" checked={permanent} onChange={(event) => setPermanent(event.currentTarget.checked)} /> Permanent
          ban
        </label>
      </div>
      <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
