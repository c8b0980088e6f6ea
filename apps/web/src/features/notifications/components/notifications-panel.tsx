import { useQuery } from '@tanstack/react-query';
import { PUSH_KIND_LABELS, type PushKind } from '@tod/contracts';
import { useEffect, useId, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { preferencesQuery, sendTestPush, useSavePreferences } from '../api.ts';
import { browserPush, type PushClient, type PushState } from '../push.ts';

const STATE_TEXT: Record<PushState, string> = {
  unsupported: 'This browser cannot show notifications from the game. The event log and the tab title still tell you.',
  denied: "Notifications are blocked for this site. Allow them in your browser's site settings, then reload the page.",
  off: 'Push notifications are off in this browser.',
  on: 'Push notifications are on in this browser.',
};

const KINDS = Object.keys(PUSH_KIND_LABELS) as PushKind[];

/** The toggles: which kinds of push notification the account wants (saved at once). */
function PushToggles() {
  const preferences = useQuery(preferencesQuery);
  const save = useSavePreferences();
  const legendId = useId();
  if (preferences.isPending) return <StatusMessage>Loading your notification settings...</StatusMessage>;
  if (preferences.isError) return <ErrorMessage>Failed to load your notification settings.</ErrorMessage>;
  return (
    <fieldset className="push-toggles" aria-describedby={legendId}>
      <legend>Notify me when</legend>
      <p id={legendId} className="push-toggles__hint">
        Sent only while you are away from the game.
      </p>
      {KINDS.map((kind) => (
        <label key={kind} className="push-toggles__item">
          <input
            type="checkbox"
            checked={preferences.data[kind]}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ [kind]: event.target.checked })}
          />{' '}
          {PUSH_KIND_LABELS[kind]}
        </label>
      ))}
      {save.isError && <ErrorMessage>Failed to save your notification settings. Please try again.</ErrorMessage>}
      {save.isSuccess && <StatusMessage>Notification settings saved.</StatusMessage>}
    </fieldset>
  );
}

/**
 * The Profile page's Notifications panel: push on or off for this browser (asking permission
 * first), the per-kind toggles, and a test notification.
 */
export function NotificationsPanel({ push = browserPush }: { push?: PushClient }) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'status' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    push
      .state()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [push]);

  const run = async (action: () => Promise<PushState>, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const next = await action();
      setState(next);
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessageOr(error, failure) });
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { sent } = await sendTestPush();
      setMessage({
        kind: 'status',
        text:
          sent === 0
            ? 'No browser of yours has push notifications on yet.'
            : `Test notification sent to ${sent} ${sent === 1 ? 'browser' : 'browsers'}.`,
      });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessageOr(error, 'Failed to send the test notification. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel notifications-panel" aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="panel__title">
        Notifications
      </h2>
      {state === null ? (
        <StatusMessage>Checking this browser...</StatusMessage>
      ) : (
        <p className="notifications-panel__state">{STATE_TEXT[state]}</p>
      )}
      <div className="notifications-panel__actions">
        {state === 'off' && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void run(() => push.enable(), 'Failed to turn on push notifications. Please try again.')}
          >
            Enable push notifications
          </button>
        )}
        {state === 'on' && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => push.disable(), 'Failed to turn off push notifications. Please try again.')}
          >
            Turn off push notifications
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={() => void test()}>
          Send me a test
        </button>
      </div>
      {message?.kind === 'error' && <ErrorMessage>{message.text}</ErrorMessage>}
      {message?.kind === 'status' && <StatusMessage>{message.text}</StatusMessage>}
      <PushToggles />
    </section>
  );
}
