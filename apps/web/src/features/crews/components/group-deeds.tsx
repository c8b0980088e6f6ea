import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type GroupDeedPlan, type GroupDeedsView, groupThousands } from '@tod/contracts';
import { useEffect, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { crewKeys, groupDeedCalls, groupDeedsQuery, useCrewAction } from '../api.ts';

const FAILED = 'That did not work. Please try again.';
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const pct = (chance: number) => `${Math.round(chance * 100)}%`;
const STATE: Record<string, string> = {
  free: 'free',
  jailed: 'in jail',
  travelling: 'resting after a journey',
  resting: 'resting after a deed',
  dead: 'dead',
};

type Action = { data?: unknown; error: unknown; isSuccess: boolean; isError: boolean };
function Outcome({ action }: { action: Action }) {
  if (action.isError) return <ErrorMessage>{serverMessageOr(action.error, FAILED)}</ErrorMessage>;
  const message = (action.data as { message?: string } | undefined)?.message;
  return action.isSuccess && message ? <StatusMessage>{message}</StatusMessage> : null;
}

/** setTimeout's longest wait; a later moment is waited for in steps. */
const MAX_WAIT_MS = 2_147_483_647;
/** Read a moment after the server's: the clocks differ a little. */
const AFTER_MS = 1_000;

/**
 * Reads the group deeds again at the moment the server named (a planning time or a member's
 * jail ends): other changes arrive pushed (`onCrewsMessage`), so nothing is polled.
 */
function useReadAgainAt(refreshAt: string | null | undefined, refetch: () => unknown) {
  useEffect(() => {
    if (!refreshAt) return;
    const wait = Math.min(MAX_WAIT_MS, Math.max(0, Date.parse(refreshAt) - Date.now()) + AFTER_MS);
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [refreshAt, refetch]);
}

/**
 * The crew page's group deeds: the planning ones with their seats, odds and what blocks the
 * launch, and the catalogue to plan from (docs/crews.md#group-deeds). Live: other members'
 * seats, launches and jail news come through the personal channel.
 */
export function GroupDeeds({ mayPlan, onGoldChanged }: { mayPlan: boolean; onGoldChanged?: () => void }) {
  const view = useQuery(groupDeedsQuery);
  useReadAgainAt(view.data?.refreshAt, view.refetch);
  return (
    <section aria-labelledby="crew-group-deeds">
      <h2 id="crew-group-deeds">Group deeds</h2>
      {view.isPending && <StatusMessage>Loading group deeds…</StatusMessage>}
      {view.isError && <ErrorMessage>Failed to load the group deeds.</ErrorMessage>}
      {view.data && <GroupDeedsBody view={view.data} mayPlan={mayPlan} onGoldChanged={onGoldChanged} />}
    </section>
  );
}

function GroupDeedsBody({
  view,
  mayPlan,
  onGoldChanged,
}: {
  view: GroupDeedsView;
  mayPlan: boolean;
  onGoldChanged?: () => void;
}) {
  const client = useQueryClient();
  const launch = useCrewAction(groupDeedCalls.launch, onGoldChanged);
  // A refusal names blockers the page may not have known (a member who just set off on a deed).
  useEffect(() => {
    if (launch.isError) void client.invalidateQueries({ queryKey: crewKeys.groupDeeds });
  }, [launch.isError, client]);
  return (
    <>
      <p>
        Crew respect: {groupThousands(view.respect)}. Planning {view.running.length} of {view.maxRunning} group deed
        {view.maxRunning === 1 ? '' : 's'} at once.
      </p>
      {view.running.length === 0 && <p>No group deed is being planned.</p>}
      {view.running.map((plan) => (
        <Plan key={plan.id} plan={plan} mayPlan={mayPlan} onLaunch={() => launch.mutate(plan.id)} launching={launch.isPending} />
      ))}
      <Outcome action={launch} />
      {mayPlan && <PlanForm view={view} />}
    </>
  );
}

function Plan({
  plan,
  mayPlan,
  onLaunch,
  launching,
}: {
  plan: GroupDeedPlan;
  mayPlan: boolean;
  onLaunch: () => void;
  launching: boolean;
}) {
  const take = useCrewAction(groupDeedCalls.take);
  const leave = useCrewAction(groupDeedCalls.leaveSeat);
  const cancel = useCrewAction(groupDeedCalls.cancel);
  const seated = plan.seats.some((s) => s.taker?.you);
  const headingId = `group-deed-${plan.id}`;
  return (
    <article className="crew-deed" aria-labelledby={headingId}>
      <h3 id={headingId}>{plan.name}</h3>
      <p>
        In {plan.city?.name ?? 'no city'}; launch from {utc(plan.closesAt)} until {utc(plan.launchBy)}. Success chance now:{' '}
        {pct(plan.chance)}. Success pays each member {groupThousands(plan.pay.gold)} gold and{' '}
        {groupThousands(plan.pay.experience)} experience;{' '}
        {plan.failureCost > 0
          ? `failure costs the purse ${groupThousands(plan.failureCost)} gold.`
          : 'failure sends every member to jail.'}
      </p>
      <ul className="crew-list" aria-label={`Seats of ${plan.name}`}>
        {plan.seats.map((s) => (
          <li key={s.seat}>
            {s.skill} {s.level}:{' '}
            {s.taker ? (
              `${s.taker.name}${s.taker.you ? ' (you)' : ''}, skill ${s.taker.skillLevel}, ${STATE[s.taker.state] ?? s.taker.state}${
                s.taker.inCity ? '' : ', elsewhere'
              }`
            ) : (
              <>
                empty{' '}
                {!seated && (
                  <button type="button" className="btn btn--secondary" onClick={() => take.mutate({ id: plan.id, seat: s.seat })}>
                    Take the {s.skill} seat
                  </button>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {plan.blockers.length > 0 && (
        <ul className="crew-list" aria-label={`What keeps ${plan.name} from starting`}>
          {plan.blockers.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      <div className="crew-inline">
        {seated && (
          <button type="button" className="btn btn--secondary" onClick={() => leave.mutate(plan.id)}>
            Leave my seat
          </button>
        )}
        {mayPlan && (
          <>
            <button type="button" className="btn" onClick={onLaunch} disabled={launching || plan.blockers.length > 0}>
              Launch {plan.name}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => cancel.mutate(plan.id)}>
              Call off
            </button>
          </>
        )}
      </div>
      <Outcome action={take} />
      <Outcome action={leave} />
      <Outcome action={cancel} />
    </article>
  );
}

function PlanForm({ view }: { view: GroupDeedsView }) {
  const open = view.catalogue.filter((d) => d.unlocked);
  const [key, setKey] = useState(open[0]?.key ?? '');
  const plan = useCrewAction(groupDeedCalls.plan);
  const chosen = view.catalogue.find((d) => d.key === key);
  return (
    <form
      className="form"
      aria-label="Plan a group deed"
      onSubmit={(e) => {
        e.preventDefault();
        plan.mutate(key);
      }}
    >
      <div className="field">
        <label htmlFor="crew-deed-key">Group deed</label>
        <select id="crew-deed-key" value={key} onChange={(e) => setKey(e.target.value)}>
          {view.catalogue.map((d) => (
            <option key={d.key} value={d.key} disabled={!d.unlocked}>
              {d.name} (tier {d.tier}, level {d.level}, {d.seats.length} seats
              {d.unlocked ? '' : `, needs ${groupThousands(d.respectNeeded)} respect`})
            </option>
          ))}
        </select>
      </div>
      {chosen && (
        <p>
          {chosen.description} Seats: {chosen.seats.map((s) => `${s.skill} ${s.level}`).join(', ')}. Planning time{' '}
          {chosen.planningHours} hours, then {chosen.launchWindowHours} hours to launch it; you plan it in your current city.
        </p>
      )}
      <button type="submit" className="btn" disabled={plan.isPending || !chosen?.unlocked}>
        Plan this group deed
      </button>
      <Outcome action={plan} />
    </form>
  );
}
