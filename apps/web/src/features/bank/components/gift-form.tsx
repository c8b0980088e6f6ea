import { useQuery } from '@tanstack/react-query';
import { groupThousands } from '@tod/contracts';
import { useId, useState } from 'react';
import { Panel } from '@/components/ui/panel.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { giftAllowanceQuery, useGiveGift } from '../api.ts';
import '../bank.css';

const FAILED = 'That did not work. Please try again.';

/**
 * 'Give gold' on another player's page (docs/product-rules.md#gifts): what may still be given
 * today is shown before the gift; when nothing may be, the reason instead of the form.
 */
export function GiftForm({ to }: { to: string }) {
  const allowance = useQuery(giftAllowanceQuery(to));
  const give = useGiveGift(to);
  const [amount, setAmount] = useState('');
  const id = useId();
  const a = allowance.data;
  return (
    <Panel title="Give gold">
      {allowance.isPending && <StatusMessage>Loading…</StatusMessage>}
      {allowance.isError && <ErrorMessage>{serverMessageOr(allowance.error, FAILED)}</ErrorMessage>}
      {a && (
        <p>
          You may give {a.recipient.username} up to {groupThousands(a.allowance)} gold today; {a.recipient.username} received{' '}
          {a.receivedToday} of at most {a.maxGiftsPerDay} gifts today. You carry {groupThousands(a.gold)} gold.
        </p>
      )}
      {a?.refusal && <p>{a.refusal}</p>}
      {a && !a.refusal && (
        <form
          className="form bank-inline"
          aria-label="Give gold"
          onSubmit={(e) => {
            e.preventDefault();
            give.mutate(Number(amount), { onSuccess: () => setAmount('') });
          }}
        >
          <label htmlFor={id}>Gold to give</label>
          <input
            id={id}
            type="number"
            min={1}
            max={a.allowance}
            step={1}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
          <button type="submit" className="btn" disabled={give.isPending}>
            Give gold
          </button>
        </form>
      )}
      {give.isError && <ErrorMessage>{serverMessageOr(give.error, FAILED)}</ErrorMessage>}
      {give.isSuccess && <StatusMessage>{give.data.message}</StatusMessage>}
    </Panel>
  );
}
