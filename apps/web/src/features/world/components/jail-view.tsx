import { useQuery, useQueryClient } from '@tanstack/react-query';
import { groupThousands, type BailResult, type JailbreakResult, type Prisoner } from '@tod/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Countdown } from '@/components/ui/countdown.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { backedOffPoll } from '@/lib/retry-policy.ts';
import { jailQuery, pricesQuery, useBail, useJailbreak, worldKeys } from '../api.ts';
import { PrisonerRow } from './prisoner-row.tsx';
import '../world.css';

const JAIL_LOAD_ERROR = 'Failed to load jailed players. Please try again.';
const JAILBREAK_ERROR = 'There was an error attempting the jailbreak. Please try again later.';
const BAIL_ERROR = 'There was an error paying the bail. Please try again later.';
/** A prisoner watching the jail checks this often whether someone broke them out. */
const PRISONER_POLL_MS = 10_000;
/** Longer waits while the reads fail (docs/client-state.md, "Client retry policy"). */
const prisonerPoll = backedOffPoll(PRISONER_POLL_MS);

type Outcome = { title: string; message: string; paid?: number; gold?: number; experience?: number };
type PendingBail = { prisoner: Prisoner; role: 'own' | 'other' };

/** A refusal the server explains (409 'not in jail', 403 'not in your city') is shown as it is. */
function refusalText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * The city jail: its prisoners, each linking to their page, with the bail that frees them now.
 * A free visitor may try to break one out or pay their bail; a prisoner sees the notice with
 * their own release time and may pay their own bail.
 */
export function JailView({
  cityName,
  selfId,
  imprisoned,
  prisonerNotice,
  onBack,
  rescueReadyAt,
  onJailbreak,
  onRescueRefused,
  onBailPaid,
  onFreed,
}: {
  cityName: string;
  selfId: string;
  imprisoned: boolean;
  prisonerNotice: ReactNode;
  /** Back to the city's buildings; a prisoner has nowhere else to go. */
  onBack?: () => void;
  /** While the rescuer's wait runs, when it ends: one of the character's timers, so it outlives a reload. */
  rescueReadyAt: number | null;
  /** After the answer landed in the account and the timers (app/gameplay-answers.ts). */
  onJailbreak?: (result: JailbreakResult) => void;
  /** A jailbreak refused during the rescuer's wait: `details` name its end (`rescueCooldownEndsAt`). */
  onRescueRefused?: (details: unknown) => void;
  /** A bail was paid: the caller's own (`own`) or another prisoner's. */
  onBailPaid?: (result: BailResult, own: boolean) => void;
  /** The prisoner is no longer on a list fetched since: someone broke them out. */
  onFreed: () => void;
}) {
  const client = useQueryClient();
  const prisoners = useQuery({ ...jailQuery, refetchInterval: imprisoned ? prisonerPoll : false });
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
  const prices = useQuery(pricesQuery);
  const bail = useBail();
  const [pendingBail, setPendingBail] = useState<PendingBail | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (onBack) heading.current?.focus();
  }, [onBack]);

  const breakOut = (prisoner: Prisoner) => {
    jailbreak.mutate(prisoner.id, {
      onSuccess: (result) => {
        onJailbreak?.(result);
        setOutcome({
          title: result.success ? 'Breakout Successful' : 'Breakout Failed',
          message: result.message,
          experience: result.experience,
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'jail.rescue_cooldown') onRescueRefused?.(error.details);
        setOutcome({ title: 'Breakout Failed', message: refusalText(error, JAILBREAK_ERROR) });
      },
      onSettled: () => void client.invalidateQueries({ queryKey: worldKeys.jail }),
    });
  };

  // The price sent is the price shown: the server refuses if the bail has risen since.
  const payBail = () => {
    if (!pendingBail) return;
    const { prisoner, role } = pendingBail;
    bail.mutate(
      { player: role === 'own' ? null : prisoner.id, maxPrice: prisoner.bail },
      {
        onSuccess: (result) => {
          onBailPaid?.(result, role === 'own');
          setOutcome({ title: 'Bail Paid', message: result.message, paid: result.paid, gold: result.gold });
        },
        onError: (error) => setOutcome({ title: 'Bail Refused', message: refusalText(error, BAIL_ERROR) }),
        onSettled: () => {
          setPendingBail(null);
          void client.invalidateQueries({ queryKey: worldKeys.jail });
          void client.invalidateQueries({ queryKey: worldKeys.prices });
        },
      },
    );
  };

  return (
    <section className="jail-view" aria-labelledby="jail-title">
      <h2 id="jail-title" ref={heading} tabIndex={-1}>
        City Jail of {cityName}
      </h2>
      {imprisoned && prisonerNotice}
      {!imprisoned && rescueReadyAt !== null && (
        <p className="jail-view__rescue-cooldown">
          Rescue again in <Countdown endsAt={rescueReadyAt} />
        </p>
      )}
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
              rescueWaiting={rescueReadyAt !== null}
              bailRole={prisoner.id === selfId ? (imprisoned ? 'own' : null) : imprisoned ? null : 'other'}
              gold={prices.data?.gold ?? null}
              busy={jailbreak.isPending || bail.isPending}
              onBreakOut={breakOut}
              onPayBail={(p, role) => setPendingBail({ prisoner: p, role })}
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
      <ConfirmDialog
        open={pendingBail !== null}
        title="Pay Bail"
        confirmLabel={bail.isPending ? 'Paying...' : `Pay ${pendingBail ? groupThousands(pendingBail.prisoner.bail) : ''} gold`}
        busy={bail.isPending}
        onConfirm={payBail}
        onCancel={() => setPendingBail(null)}
      >
        {pendingBail?.role === 'own' ? (
          <p>Pay {groupThousands(pendingBail.prisoner.bail)} gold bail to leave jail now?</p>
        ) : (
          <p>
            Pay {pendingBail ? groupThousands(pendingBail.prisoner.bail) : ''} gold bail to free {pendingBail?.prisoner.username}{' '}
            now? Paying another prisoner's bail earns good points.
          </p>
        )}
        {prices.data && <p className="muted">Your gold: {groupThousands(prices.data.gold)}</p>}
      </ConfirmDialog>
      <Modal open={outcome !== null} title={outcome?.title ?? ''} onClose={() => setOutcome(null)}>
        <p>{outcome?.message}</p>
        {outcome?.experience !== undefined && outcome.experience > 0 && (
          <p>Experience earned: {groupThousands(outcome.experience)}</p>
        )}
        {outcome?.paid !== undefined && <p>Paid: {groupThousands(outcome.paid)} gold</p>}
        {outcome?.gold !== undefined && <p>Gold left: {groupThousands(outcome.gold)}</p>}
      </Modal>
    </section>
  );
}
