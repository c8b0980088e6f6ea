import { useQuery } from '@tanstack/react-query';
import { groupThousands, type MyCrew } from '@tod/contracts';
import { type FormEvent, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { crewCalls, crewLogQuery, crewSearchQuery, myCrewQuery, useCrewAction } from '../api.ts';
import '../crews.css';
import { CrewChannel, type MessageBody, ReportCrew } from './crew-channel.tsx';
import { CrewRoster } from './crew-roster.tsx';
import { GroupDeeds } from './group-deeds.tsx';

const FAILED = 'That did not work. Please try again.';
const errorText = (error: unknown) =>
  error instanceof Error && !('status' in error) ? error.message : serverMessageOr(error, FAILED);

/** The result line of the last action: its message, or the server's refusal. */
function Outcome({ action }: { action: { data?: unknown; error: unknown; isSuccess: boolean; isError: boolean } }) {
  if (action.isError) return <ErrorMessage>{errorText(action.error)}</ErrorMessage>;
  const message = (action.data as { message?: string } | undefined)?.message;
  return action.isSuccess && message ? <StatusMessage>{message}</StatusMessage> : null;
}

/** The crew page: found or join a crew; inside one, its roster, purse and log. */
export function CrewPage({ onGoldChanged, MessageText }: { onGoldChanged?: () => void; MessageText?: MessageBody }) {
  const mine = useQuery(myCrewQuery);
  if (mine.isPending) return <StatusMessage>Loading your crew…</StatusMessage>;
  if (mine.isError) return <ErrorMessage>Failed to load your crew. Please try again.</ErrorMessage>;
  return mine.data.crew ? (
    <CrewHome data={mine.data} onGoldChanged={onGoldChanged} MessageText={MessageText} />
  ) : (
    <NoCrew data={mine.data} onGoldChanged={onGoldChanged} />
  );
}

function Requests({ data }: { data: MyCrew }) {
  const accept = useCrewAction(crewCalls.accept);
  const decline = useCrewAction(crewCalls.decline);
  if (data.requests.length === 0) return null;
  return (
    <section aria-labelledby="crew-requests">
      <h2 id="crew-requests">Your invites and applications</h2>
      <ul className="crew-list">
        {data.requests.map((r) => (
          <li key={r.id}>
            {r.kind === 'invite' ? `Invite from ${r.crew.name}` : `Application to ${r.crew.name}`}{' '}
            {r.kind === 'invite' && (
              <button type="button" className="btn" onClick={() => accept.mutate(r.id)}>
                Accept
              </button>
            )}{' '}
            <button type="button" className="btn btn--secondary" onClick={() => decline.mutate(r.id)}>
              {r.kind === 'invite' ? 'Decline' : 'Withdraw'}
            </button>
          </li>
        ))}
      </ul>
      <Outcome action={accept} />
      <Outcome action={decline} />
    </section>
  );
}

function NoCrew({ data, onGoldChanged }: { data: MyCrew; onGoldChanged?: () => void }) {
  const [name, setName] = useState('');
  const [charter, setCharter] = useState<'good' | 'neutral' | 'evil'>('neutral');
  const [q, setQ] = useState('');
  const found = useCrewAction(crewCalls.found, onGoldChanged);
  const apply = useCrewAction(crewCalls.apply);
  const crews = useQuery(crewSearchQuery(q));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    found.mutate({ name, charter, maxPrice: data.founding.price });
  };
  return (
    <>
      <p>You are not in a crew.</p>
      <Requests data={data} />
      <section aria-labelledby="crew-found">
        <h2 id="crew-found">Found a crew</h2>
        <p>
          Founding a crew costs {groupThousands(data.founding.price)} gold and needs level {data.founding.level}. Your current
          city becomes its home.
        </p>
        <form className="form" onSubmit={submit} aria-label="Found a crew">
          <div className="field">
            <label htmlFor="crew-name">Crew name</label>
            <input id="crew-name" value={name} onChange={(e) => setName(e.target.value)} minLength={3} maxLength={30} required />
          </div>
          <div className="field">
            <label htmlFor="crew-charter">Charter</label>
            <select id="crew-charter" value={charter} onChange={(e) => setCharter(e.target.value as typeof charter)}>
              <option value="good">Good</option>
              <option value="neutral">Neutral</option>
              <option value="evil">Evil</option>
            </select>
          </div>
          <button type="submit" className="btn" disabled={found.isPending}>
            Found for {groupThousands(data.founding.price)} gold
          </button>
        </form>
        <Outcome action={found} />
      </section>
      <section aria-labelledby="crew-find">
        <h2 id="crew-find">Find a crew</h2>
        <div className="field">
          <label htmlFor="crew-search">Crew name contains</label>
          <input id="crew-search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={30} />
        </div>
        <ul className="crew-list">
          {crews.data?.map((c) => (
            <li key={c.id}>
              {c.name} ({c.charter}, {c.members}/{c.seats} members, {groupThousands(c.respect)} respect){' '}
              <button type="button" className="btn btn--secondary" onClick={() => apply.mutate(c.id)}>
                Apply
              </button>
            </li>
          ))}
        </ul>
        <Outcome action={apply} />
      </section>
    </>
  );
}

function AmountForm({ label, onSubmit }: { label: string; onSubmit: (amount: number) => void }) {
  const [amount, setAmount] = useState('');
  const id = `crew-${label.toLowerCase()}`;
  return (
    <form
      className="form crew-inline"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(Number(amount));
      }}
    >
      <label htmlFor={id}>{label} gold</label>
      <input
        id={id}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
      />
      <button type="submit" className="btn">
        {label}
      </button>
    </form>
  );
}

function CrewHome({ data, onGoldChanged, MessageText }: { data: MyCrew; onGoldChanged?: () => void; MessageText?: MessageBody }) {
  const crew = data.crew!;
  const log = useQuery(crewLogQuery);
  const deposit = useCrewAction(crewCalls.deposit, onGoldChanged);
  const withdraw = useCrewAction(crewCalls.withdraw, onGoldChanged);
  const invite = useCrewAction(crewCalls.inviteByName);
  const accept = useCrewAction(crewCalls.accept);
  const leave = useCrewAction(crewCalls.leave, onGoldChanged);
  const [inviteName, setInviteName] = useState('');
  const may = (p: string) => crew.me.rank === 'leader' || crew.me.permissions.includes(p as never);
  return (
    <>
      <h2>{crew.name}</h2>
      <dl className="crew-facts">
        <dt>Charter</dt>
        <dd>
          {crew.charter} (+{Math.round(crew.charterBonus * 100)}% success on your {crew.charter} deeds)
        </dd>
        <dt>Home</dt>
        <dd>{crew.homeCity?.name ?? 'None'}</dd>
        <dt>Members</dt>
        <dd>
          {crew.members} of {crew.seats} seats
        </dd>
        <dt>Purse</dt>
        <dd>{groupThousands(crew.purse)} gold</dd>
        <dt>Your rank</dt>
        <dd>{crew.me.rank}</dd>
      </dl>
      {crew.text && <p className="crew-text">{crew.text}</p>}
      {crew.me.rank !== 'leader' && <ReportCrew crewId={crew.id} />}
      <section aria-labelledby="crew-purse">
        <h2 id="crew-purse">Purse</h2>
        <AmountForm label="Deposit" onSubmit={(n) => deposit.mutate(n)} />
        <Outcome action={deposit} />
        {may('withdraw') && (
          <>
            <p>You may withdraw {groupThousands(crew.me.withdrawRoom)} more gold today.</p>
            <AmountForm label="Withdraw" onSubmit={(n) => withdraw.mutate(n)} />
            <Outcome action={withdraw} />
          </>
        )}
      </section>
      <CrewChannel Body={MessageText} />
      <GroupDeeds mayPlan={may('plan')} onGoldChanged={onGoldChanged} />
      <section aria-labelledby="crew-roster">
        <h2 id="crew-roster">Members</h2>
        <CrewRoster crew={crew} />
        {may('invite') && (
          <form
            className="form crew-inline"
            aria-label="Invite a character"
            onSubmit={(e) => {
              e.preventDefault();
              invite.mutate(inviteName);
            }}
          >
            <label htmlFor="crew-invite">Character name</label>
            <input id="crew-invite" value={inviteName} onChange={(e) => setInviteName(e.target.value)} required maxLength={20} />
            <button type="submit" className="btn">
              Invite
            </button>
          </form>
        )}
        <Outcome action={invite} />
        {crew.applications.length > 0 && (
          <ul className="crew-list" aria-label="Applications">
            {crew.applications.map((a) => (
              <li key={a.id}>
                {a.character.name} (level {a.character.level}) applied{' '}
                <button type="button" className="btn" onClick={() => accept.mutate(a.id)}>
                  Accept
                </button>
              </li>
            ))}
          </ul>
        )}
        <Outcome action={accept} />
      </section>
      <section aria-labelledby="crew-log">
        <h2 id="crew-log">Crew log</h2>
        {log.isError && <ErrorMessage>Failed to load the crew log.</ErrorMessage>}
        <ol className="crew-list">
          {log.data?.map((l) => (
            <li key={l.id}>
              <time dateTime={l.at}>{new Date(l.at).toISOString().slice(0, 16).replace('T', ' ')}</time> {l.text}
            </li>
          ))}
        </ol>
      </section>
      <button type="button" className="btn btn--secondary" onClick={() => leave.mutate(undefined)}>
        Leave the crew
      </button>
      <Outcome action={leave} />
    </>
  );
}
