import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JailbreakResult, Prisoner } from '@tod/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Countdown } from '@/components/ui/countdown.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useNow } from '@/components/ui/use-now.ts';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { jailQuery, useJailbreak, worldKeys } from '../api.ts';

export const JAIL_LOAD_ERROR = 'Failed to load jailed players. Please try again.';
export const JAILBREAK_ERROR = 'There was an error attempting the jailbreak. Please try again later.';
/** A prisoner watching the jail checks this often whether someone broke them out. */
export const PRISONER_POLL_MS = 10_000;

type Outcome = { title: string; message: string };

/** A refusal the server explains (409 'not in jail', 403 'not in your city') is shown as it is. */
function jailbreakErrorText(error: unknown): string {
  return isApiError(error) && error.status < 500 && error.serverMessage ? error.serverMessage : JAILBREAK_ERROR;
}

function PrisonerRow({
  prisoner,
  canBreakOut,
  busy,
  onBreakOut,
}: {
  prisoner: Prisoner;
  canBreakOut: boolean;
  busy: boolean;
  onBreakOut: (prisoner: Prisoner) => void;
}) {
  const now = useNow();
  const releaseAt = Date.parse(prisoner.releaseTime);
  return (
    <li className="prisoner">
      <div className="prisoner__who">
        <Link to={`/character/view/${prisoner.id}`} className="prisoner__name">
          {prisoner.username}
        </Link>
        <span className="muted">Level {prisoner.level}</span>
      </div>
      <p className="prisoner__release">
        {now < releaseAt ? (
          <>
            Release in <Countdown endsAt={releaseAt} />
          </>
        ) : (
          'Release pending...'
        )}
      </p>
      {canBreakOut && (
        <button
          type="button"
          className="button button--primary button--small"
          disabled={busy}
          onClick={() => onBreakOut(prisoner)}
        >
          Attempt Breakout <span className="visually-hidden">of {prisoner.username}</span>
        </button>
      )}
    </li>
  );
}

/**
 * The city jail: its prisoners, each linking to their page. A free visitor may try to break one
 * out; a prisoner only sees the notice with their own release time.
 */
export function JailView({
  cityName,
  selfId,
  imprisoned,
  prisonerNotice,
  onBack,
  onJailbreak,
  onFreed,
}: {
  cityName: string;
  selfId: string;
  imprisoned: boolean;
  prisonerNotice: ReactNode;
  /** Back to the city's buildings; a prisoner has nowhere else to go. */
  onBack?: () => void;
  onJailbreak: (result: JailbreakResult) => void;
  /** The prisoner is no longer on a list fetched since: someone broke them out. */
  onFreed: () => void;
}) {
  const client = useQueryClient();
  const prisoners = useQuery({ ...jailQuery, refetchInterval: imprisoned ? PRISONER_POLL_MS : false });
  // Only a list fetched after the imprisonment began can tell that it ended.
  const imprisonedSince = useRef<number | null>(null);
  if (!imprisoned) imprisonedSince.current = null;
  else imprisonedSince.current ??= Date.now();
  const freed =
    imprisoned &&
    prisoners.isSuccess &&
    prisoners.dataUpdatedAt > (imprisonedSince.current ?? Number.POSITIVE_INFINITY) &&
    !prisoners.data.some((prisoner) => prisoner.id === selfId);
  useEffect(() => {
    if (freed) onFreed();
  }, [freed, onFreed]);
  const jailbreak = useJailbreak();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (onBack) heading.current?.focus();
  }, [onBack]);

  const breakOut = (prisoner: Prisoner) => {
    jailbreak.mutate(prisoner.id, {
      onSuccess: (result) => {
        onJailbreak(result);
        setOutcome({ title: result.success ? 'Breakout Successful' : 'Breakout Failed', message: result.message });
      },
      onError: (error) => setOutcome({ title: 'Breakout Failed', message: jailbreakErrorText(error) }),
      onSettled: () => void client.invalidateQueries({ queryKey: worldKeys.jail }),
    });
  };

  return (
    <section className="jail-view" aria-labelledby="jail-title">
      <h3 id="jail-title" ref={heading} tabIndex={-1}>
        City Jail of {cityName}
      </h3>
      {imprisoned && prisonerNotice}
      {prisoners.isPending ? (
        <StatusMessage>Loading prisoners...</StatusMessage>
      ) : prisoners.isError ? (
        <div className="retry">
          <ErrorMessage>{JAIL_LOAD_ERROR}</ErrorMessage>
          <button type="button" className="button button--ghost button--small" onClick={() => void prisoners.refetch()}>
            Try again
          </button>
        </div>
      ) : prisoners.data.length === 0 ? (
        <StatusMessage>There are currently no prisoners in this jail.</StatusMessage>
      ) : (
        <ul className="prisoner-list" aria-label="Prisoners">
          {prisoners.data.map((prisoner) => (
            <PrisonerRow
              key={prisoner.id}
              prisoner={prisoner}
              canBreakOut={!imprisoned && prisoner.id !== selfId}
              busy={jailbreak.isPending}
              onBreakOut={breakOut}
            />
          ))}
        </ul>
      )}
      {jailbreak.isPending && <StatusMessage>Attempting breakout...</StatusMessage>}
      {onBack && (
        <button type="button" className="button button--ghost" onClick={onBack}>
          Back to City
        </button>
      )}
      <Modal open={outcome !== null} title={outcome?.title ?? ''} onClose={() => setOutcome(null)}>
        <p>{outcome?.message}</p>
      </Modal>
    </section>
  );
}
