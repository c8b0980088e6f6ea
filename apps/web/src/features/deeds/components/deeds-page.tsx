import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeedAttemptResult, PlayerDeed } from '@tod/contracts';
import { GameConstants } from '@tod/game';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CountdownBar } from '@/components/ui/countdown.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError, serverMessageOr } from '@/lib/api-client.ts';
import { deedKeys, deedsQuery, useAttemptDeed } from '../api.ts';
import { deedBlockedReason } from '../deed-insights.ts';
import { useDeedPay } from '../pay-context.ts';
import type { PayContext } from '../pay-factors.ts';
import { DeedConfirm } from './deed-confirm.tsx';
import { DeedCooldown } from './deed-cooldown.tsx';
import { DeedList } from './deed-list.tsx';
import { type DeedOutcome, DeedResult, deedOutcome, type Timer } from './deed-result.tsx';
import '../deeds.css';

type View =
  | { kind: 'list' }
  | { kind: 'confirm'; deed: PlayerDeed }
  | { kind: 'result'; deed: PlayerDeed; result: DeedAttemptResult; outcome: DeedOutcome; pay: PayContext | null }
  | { kind: 'cooldown' };

const DEEDS_LOAD_ERROR = 'Failed to load deeds. Please try again.';
const DEED_ATTEMPT_ERROR = 'Failed to attempt deed. Please try again.';

interface DeedsPageProps {
  /** The account's isAdmin flag: the debug section and the way back during cooldown. */
  isAdmin: boolean;
  /** The deed cooldown from the timed-state store, null when deeds are available. */
  cooldown: Timer | null;
  jailed: boolean;
  /** The release countdown, shown in place of the list while jailed. */
  jailNotice: ReactNode;
  /** After the answer landed in the account and the timers (app/gameplay-answers.ts). */
  onAttempted?: (deed: PlayerDeed, result: DeedAttemptResult) => void;
  /** A refused attempt's error `details` (403 in jail carries the release time). */
  onRefused: (details: unknown) => void;
  onListLoaded: (deeds: readonly PlayerDeed[]) => void;
  /** A deed to open at its confirmation once the list is in (the home's link, `?deed=`). */
  openDeedId?: string | null;
}

/**
 * The deeds flow (docs/product-rules.md#deeds-page): list, confirmation, 'Attempting deed...', result, then the
 * cooldown view (after 15 s or on View Cooldown), and the list again, reloaded, when the
 * cooldown ends.
 */
export function DeedsPage(props: DeedsPageProps) {
  const { cooldown, isAdmin, jailed, onListLoaded } = props;
  const client = useQueryClient();
  const deeds = useQuery(deedsQuery);
  const attempt = useAttemptDeed();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [attemptError, setAttemptError] = useState<string | null>(null);
  const [lastDeedId, setLastDeedId] = useState<string | null>(null);
  const pay = useDeedPay();
  const mountedAt = useRef(Date.now());

  // A list fetched while this page is open carries the server's cooldown; older cache does not.
  useEffect(() => {
    if (deeds.data && deeds.dataUpdatedAt >= mountedAt.current) onListLoaded(deeds.data);
  }, [deeds.data, deeds.dataUpdatedAt, onListLoaded]);

  // The home links straight to its best deed: the confirmation step still asks before attempting.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !props.openDeedId || !deeds.data) return;
    opened.current = true;
    const deed = deeds.data.find((candidate) => candidate.id === props.openDeedId);
    if (deed) setView({ kind: 'confirm', deed });
  }, [deeds.data, props.openDeedId]);

  // When the cooldown ends the list reloads (the character may have levelled up meanwhile).
  const hadCooldown = useRef(cooldown !== null);
  useEffect(() => {
    if (hadCooldown.current && cooldown === null) void client.invalidateQueries({ queryKey: deedKeys.list });
    hadCooldown.current = cooldown !== null;
  }, [cooldown, client]);

  // After a success or failure, the cooldown view takes over after about 15 s.
  const cooldownRef = useRef(cooldown);
  cooldownRef.current = cooldown;
  const autoSwitch = view.kind === 'result' && view.outcome !== 'refused';
  useEffect(() => {
    if (!autoSwitch) return;
    const timer = setTimeout(() => {
      if (cooldownRef.current) setView({ kind: 'cooldown' });
    }, GameConstants.deeds.resultToCooldownMs);
    return () => clearTimeout(timer);
  }, [autoSwitch]);

  const attemptDeed = (deed: PlayerDeed) => {
    setAttemptError(null);
    attempt.mutate(deed.id, {
      onSuccess: (result) => {
        props.onAttempted?.(deed, result);
        // The pay as it was when attempted: a level-up changes the apprentice bonus at once.
        setView({ kind: 'result', deed, result, outcome: deedOutcome(result), pay });
        if (result.success !== -1) setLastDeedId(deed.id);
      },
      onError: (error) => {
        if (isApiError(error)) props.onRefused(error.details);
        // An 'Attempt again' from the result shows its error with the list.
        setView((current) => (current.kind === 'result' ? { kind: 'list' } : current));
        // The server's refusals are fit to show (429s as they come); anything else gets the text of
        // docs/api.md#errors-on-screen.
        setAttemptError(
          isApiError(error) && error.status < 500 ? serverMessageOr(error, DEED_ATTEMPT_ERROR) : DEED_ATTEMPT_ERROR,
        );
      },
    });
  };

  const backToList = () => {
    setAttemptError(null);
    setView({ kind: 'list' });
  };

  // docs/product-rules.md#deeds-page: a deed already attempted here may be attempted again in one
  // click once ready, if the fresh list still offers it; a new deed keeps its confirmation.
  const again =
    lastDeedId && !cooldown && !jailed && !attempt.isPending
      ? (deeds.data?.find((deed) => deed.id === lastDeedId && deedBlockedReason(deed) === null) ?? null)
      : null;
  const againButton = again && (
    <button type="button" className="button button--primary" onClick={() => attemptDeed(again)}>
      Attempt again: {again.name}
    </button>
  );

  if (view.kind === 'result') {
    return (
      <DeedResult
        deed={view.deed}
        result={view.result}
        outcome={view.outcome}
        isAdmin={isAdmin}
        cooldown={cooldown}
        jailNotice={props.jailNotice}
        onViewCooldown={() => setView({ kind: 'cooldown' })}
        onReturn={backToList}
        pay={view.pay}
        again={againButton}
      />
    );
  }
  // A sentence always outlasts the deed cooldown, so it is what the player waits for.
  if (jailed) return <>{props.jailNotice}</>;
  if (cooldown && (view.kind === 'cooldown' || !isAdmin)) {
    return <DeedCooldown cooldown={cooldown} isAdmin={isAdmin} onReturn={backToList} />;
  }
  if (view.kind === 'confirm') {
    return (
      <DeedConfirm
        deed={view.deed}
        pending={attempt.isPending}
        error={attemptError}
        onAttempt={() => attemptDeed(view.deed)}
        onCancel={backToList}
      />
    );
  }
  return (
    <section className="panel" aria-labelledby="deeds-list-title">
      <h2 id="deeds-list-title" className="panel__title">
        Available Deeds
      </h2>
      {cooldown && <CountdownBar label="Next deed in" endsAt={cooldown.endsAt} startedAt={cooldown.startedAt} />}
      {againButton && <div className="form__actions">{againButton}</div>}
      {attempt.isPending && <StatusMessage>Attempting deed...</StatusMessage>}
      {attemptError && view.kind === 'list' && <ErrorMessage>{attemptError}</ErrorMessage>}
      {deeds.isPending ? (
        <StatusMessage>Loading deeds...</StatusMessage>
      ) : deeds.isError ? (
        <div className="retry">
          <ErrorMessage>{DEEDS_LOAD_ERROR}</ErrorMessage>
          <button type="button" className="button button--ghost button--small" onClick={() => void deeds.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <DeedList deeds={deeds.data} onChoose={(deed) => setView({ kind: 'confirm', deed })} />
      )}
    </section>
  );
}
