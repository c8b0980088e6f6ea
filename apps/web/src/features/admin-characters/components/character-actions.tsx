import { useQuery } from '@tanstack/react-query';
import { type CharacterChangeInput, type ManagedCharacterDetail, Role } from '@tod/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FormNotice, useNotice } from '@/components/ui/form-notice.tsx';
import { moveCitiesQuery, useChangeCharacter, useKill, useRelease, useStaffGold } from '../api.ts';

/** The editable fields as typed (strings), compared with the character to send only what changed. */
function changesOf(
  c: ManagedCharacterDetail,
  form: { name: string; level: string; good: string; neutral: string; evil: string; cityId: string },
): Omit<CharacterChangeInput, 'reason'> {
  const out: Omit<CharacterChangeInput, 'reason'> = {};
  if (form.name.trim() !== c.name) out.name = form.name.trim();
  for (const key of ['level', 'good', 'neutral', 'evil'] as const) {
    if (form[key].trim() !== '' && Number(form[key]) !== c[key]) out[key] = Number(form[key]);
  }
  if (form.cityId && form.cityId !== c.city?.id) out.cityId = form.cityId;
  return out;
}

/**
 * The actions on a living character the caller outranks. Every one needs the reason, which the
 * audit log and the player's event log keep. Moderators only release from jail.
 */
export function CharacterActions({ character: c, callerRole }: { character: ManagedCharacterDetail; callerRole: number }) {
  const id = useId();
  const { notice, done: show, failed } = useNotice();
  const [reason, setReason] = useState('');
  const [form, setForm] = useState({
    name: c.name,
    level: String(c.level),
    good: String(c.good),
    neutral: String(c.neutral),
    evil: String(c.evil),
    cityId: c.city?.id ?? '',
  });
  const [gold, setGold] = useState('');
  const [confirmKill, setConfirmKill] = useState(false);
  const staff = callerRole >= Role.staff;
  const cities = useQuery({ ...moveCitiesQuery, enabled: staff });
  const release = useRelease();
  const change = useChangeCharacter();
  const moveGold = useStaffGold();
  const kill = useKill();
  const noReason = reason.trim().length < 3;
  const changes = changesOf(c, form);
  const done = (answer: { message: string }) => show(answer.message);
  const field = (key: keyof typeof form, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
        {...props}
      />
    </div>
  );

  return (
    <div className="admin-section">
      <h3>Actions</h3>
      <FormNotice notice={notice} />
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={200}
          aria-describedby={`${id}-reason-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-reason-hint`} className="field__hint">
          3 to 200 characters. Kept in the audit log and shown in the player's event log.
        </p>
      </div>
      {c.jailedUntil && (
        <div className="form__actions">
          <button
            type="button"
            className="button"
            disabled={noReason || release.isPending}
            onClick={() =>
              release.mutate({ id: c.id, value: reason.trim() }, { onSuccess: done, onError: failed('Failed to release.') })
            }
          >
            Release from jail
          </button>
        </div>
      )}
      {staff && (
        <>
          <form
            className="form"
            aria-labelledby={`${id}-change`}
            onSubmit={(event) => {
              event.preventDefault();
              change.mutate(
                { id: c.id, value: { ...changes, reason: reason.trim() } },
                { onSuccess: done, onError: failed('Failed to save the changes.') },
              );
            }}
          >
            <h4 id={`${id}-change`}>Change the character</h4>
            <div className="admin-character-fields">
              {field('name', 'Name', { maxLength: 20 })}
              {field('level', 'Level', { type: 'number', min: 1, max: 100, inputMode: 'numeric' })}
              {field('good', 'Good points', { type: 'number', min: 0, inputMode: 'numeric' })}
              {field('neutral', 'Neutral points', { type: 'number', min: 0, inputMode: 'numeric' })}
              {field('evil', 'Evil points', { type: 'number', min: 0, inputMode: 'numeric' })}
              <div className="field">
                <label htmlFor={`${id}-cityId`}>City</label>
                <select
                  id={`${id}-cityId`}
                  value={form.cityId}
                  onChange={(event) => setForm({ ...form, cityId: event.target.value })}
                >
                  {!c.city && <option value="">-</option>}
                  {(cities.data ?? (c.city ? [c.city] : [])).map((city) => (
                    <option key={city.id} value={city.id}>
                      {city.name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <p className="field__hint">A new level sets the experience to where that level starts.</p>
            <div className="form__actions">
              <button
                type="submit"
                className="button button--primary"
                disabled={noReason || Object.keys(changes).length === 0 || change.isPending}
              >
                Save changes
              </button>
            </div>
          </form>
          <form
            className="form"
            aria-labelledby={`${id}-gold`}
            onSubmit={(event) => {
              event.preventDefault();
              moveGold.mutate(
                { id: c.id, value: { delta: Number(gold), reason: reason.trim() } },
                {
                  onSuccess: (answer) => {
                    setGold('');
                    done(answer);
                  },
                  onError: failed('Failed to move the gold.'),
                },
              );
            }}
          >
            <h4 id={`${id}-gold`}>Gold</h4>
            <div className="field">
              <label htmlFor={`${id}-delta`}>Gold to add (a minus sign takes)</label>
              <input
                id={`${id}-delta`}
                type="number"
                inputMode="numeric"
                step={1}
                value={gold}
                onChange={(event) => setGold(event.target.value)}
              />
            </div>
            <div className="form__actions">
              <button
                type="submit"
                className="button"
                disabled={noReason || !Number.isInteger(Number(gold)) || Number(gold) === 0 || moveGold.isPending}
              >
                Move gold
              </button>
              <button type="button" className="button button--danger" disabled={noReason} onClick={() => setConfirmKill(true)}>
                Kill character
              </button>
            </div>
          </form>
          <ConfirmDialog
            open={confirmKill}
            title={`Kill ${c.name}?`}
            confirmLabel="Kill character"
            danger
            busy={kill.isPending}
            onCancel={() => setConfirmKill(false)}
            onConfirm={() =>
              kill.mutate(
                { id: c.id, value: reason.trim() },
                {
                  onSuccess: (answer) => {
                    setConfirmKill(false);
                    done(answer);
                  },
                  onError: (error) => {
                    setConfirmKill(false);
                    failed('Failed to kill the character.')(error);
                  },
                },
              )
            }
          >
            <p>The character dies for good; its player may create an heir. This cannot be undone.</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
