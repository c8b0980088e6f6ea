import { useQuery } from '@tanstack/react-query';
import { type BankState, groupThousands, type TermDeposit } from '@tod/contracts';
import { depositFee, termInterest } from '@tod/game';
import { useId, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { useNow } from '@/components/ui/use-now.ts';
import { serverMessageOr } from '@/lib/api-client.ts';
import { bankCalls, bankQuery, useBankAction } from '../api.ts';
import '../bank.css';

const FAILED = 'That did not work. Please try again.';

/** The result line of the last action: its message, or the server's refusal. */
function Outcome({ action }: { action: { data?: unknown; error: unknown; isSuccess: boolean; isError: boolean } }) {
  if (action.isError) return <ErrorMessage>{serverMessageOr(action.error, FAILED)}</ErrorMessage>;
  const message = (action.data as { message?: string } | undefined)?.message;
  return action.isSuccess && message ? <StatusMessage>{message}</StatusMessage> : null;
}

/** A due time as players read it everywhere: minute precision, UTC. */
const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** The bank page (docs/economy.md#bank): what is kept, deposits with their fee shown first, and term deposits. */
export function BankPage() {
  const bank = useQuery(bankQuery);
  if (bank.isPending) return <StatusMessage>Loading the bank…</StatusMessage>;
  if (bank.isError) return <ErrorMessage>Failed to load the bank. Please try again.</ErrorMessage>;
  return (
    <>
      <dl className="bank-facts">
        <dt>Gold on hand</dt>
        <dd>{groupThousands(bank.data.gold)} gold</dd>
        <dt>In the bank</dt>
        <dd>{groupThousands(bank.data.balance)} gold</dd>
      </dl>
      <Moves bank={bank.data} />
      <Terms bank={bank.data} />
    </>
  );
}

function AmountForm({
  label,
  submit,
  preview,
}: {
  label: string;
  submit: (n: number) => void;
  preview?: (n: number) => string | null;
}) {
  const [amount, setAmount] = useState('');
  const id = useId();
  const n = Number(amount);
  const hint = preview && amount !== '' && Number.isInteger(n) && n > 0 ? preview(n) : null;
  return (
    <form
      className="form bank-inline"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        submit(n);
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        required
      />
      <button type="submit" className="btn">
        {label}
      </button>
      {hint && (
        <p id={`${id}-hint`} className="bank-hint">
          {hint}
        </p>
      )}
    </form>
  );
}

function Moves({ bank }: { bank: BankState }) {
  const deposit = useBankAction(bankCalls.deposit);
  const withdraw = useBankAction(bankCalls.withdraw);
  return (
    <section aria-labelledby="bank-moves">
      <h2 id="bank-moves">Deposit and withdraw</h2>
      <p>
        Gold in the bank is safe. Each deposit pays a fee of {bank.feeRatePercent}%, rounded up, at least {bank.minFee} gold.
        Withdrawals are free.
      </p>
      <AmountForm
        label="Deposit"
        submit={(n) => deposit.mutate(n)}
        preview={(n) => {
          const fee = depositFee(n);
          return n > fee
            ? `Fee ${fee} gold; ${groupThousands(n - fee)} gold goes into the bank.`
            : `A deposit must be larger than its fee of ${fee} gold.`;
        }}
      />
      <Outcome action={deposit} />
      <AmountForm label="Withdraw" submit={(n) => withdraw.mutate(n)} />
      <Outcome action={withdraw} />
    </section>
  );
}

function Terms({ bank }: { bank: BankState }) {
  const { offers, minPrincipal, maxPrincipal, running, collected } = bank.terms;
  const open = useBankAction(bankCalls.openTerm);
  // Here, not in Running: the collected answer stays on screen after the running term is gone.
  const collect = useBankAction(bankCalls.collectTerm);
  const unlocked = offers.filter((o) => o.unlocked);
  const [days, setDays] = useState<number>(unlocked[0]?.days ?? 1);
  const [principal, setPrincipal] = useState('');
  const n = Number(principal);
  const valid = principal !== '' && Number.isInteger(n) && n > 0;
  const termDays = days as 1 | 7 | 28;
  return (
    <section aria-labelledby="bank-terms">
      <h2 id="bank-terms">Term deposits</h2>
      <p>
        Lock gold for a term and collect it with interest when it is due. It cannot be taken out before. You may lock{' '}
        {groupThousands(minPrincipal)} to {groupThousands(maxPrincipal)} gold, one term at a time.
      </p>
      <ul className="bank-list" aria-label="Terms on offer">
        {offers.map((o) => (
          <li key={o.days}>
            {dayWord(o.days)}: {o.ratePercent}% interest
            {o.unlocked ? '' : ` (collect a ${offers[offers.indexOf(o) - 1]?.days ?? 1}-day term deposit first)`}
          </li>
        ))}
      </ul>
      {running ? (
        <Running term={running} onCollect={() => collect.mutate(running.id)} />
      ) : (
        <form
          className="form bank-inline"
          aria-label="Open a term deposit"
          onSubmit={(e) => {
            e.preventDefault();
            open.mutate({ days: termDays, principal: n });
          }}
        >
          <label htmlFor="term-days">Term</label>
          <select id="term-days" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {unlocked.map((o) => (
              <option key={o.days} value={o.days}>
                {dayWord(o.days)} ({o.ratePercent}%)
              </option>
            ))}
          </select>
          <label htmlFor="term-principal">Gold to lock</label>
          <input
            id="term-principal"
            type="number"
            min={minPrincipal}
            max={maxPrincipal}
            step={1}
            inputMode="numeric"
            value={principal}
            onChange={(e) => setPrincipal(e.target.value)}
            aria-describedby="term-preview"
            required
          />
          <button type="submit" className="btn">
            Open term deposit
          </button>
          <p id="term-preview">
            {valid
              ? `Pays ${groupThousands(termInterest(termDays, n))} gold interest after ${dayWord(days)}.`
              : 'Enter the gold to lock to see the interest.'}
          </p>
        </form>
      )}
      <Outcome action={open} />
      <Outcome action={collect} />
      {collected.length > 0 && (
        <>
          <h3>Collected</h3>
          <ul className="bank-list">
            {collected.map((t) => (
              <li key={t.id}>
                {groupThousands(t.principal)} gold for {dayWord(t.days)}: {groupThousands(t.interest)} gold interest
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Running({ term, onCollect }: { term: TermDeposit; onCollect: () => void }) {
  const now = useNow();
  const due = Date.parse(term.dueAt) <= now;
  return (
    <div>
      <p>
        Running: {groupThousands(term.principal)} gold for {dayWord(term.days)}, paying {groupThousands(term.interest)} gold
        interest. {due ? 'It is due.' : `Due ${utcMinute(term.dueAt)}.`}
      </p>
      {due && (
        <button type="button" className="btn" onClick={onCollect}>
          Collect {groupThousands(term.principal + term.interest)} gold
        </button>
      )}
    </div>
  );
}
