import { groupThousands, type JournalEntry, type JournalRewards } from '@tod/contracts';
import { Link } from 'react-router';
import { localDateTime } from '@/lib/local-date.ts';

const signed = (n: number) => (n > 0 ? `+${groupThousands(n)}` : groupThousands(n));

/** '+12 gold, +30 experience, -1 alignment'; parts that are zero are left out. */
function rewardsText(rewards: JournalRewards): string {
  const parts: string[] = [];
  if (rewards.gold !== 0) parts.push(`${signed(rewards.gold)} gold`);
  if (rewards.experience !== 0) parts.push(`${signed(rewards.experience)} experience`);
  if (rewards.alignment !== 0) parts.push(`${signed(rewards.alignment)} alignment`);
  return parts.join(', ');
}

/** One entry: when, the sentence with the characters it names as links, and what it gave. */
export function EventEntry({ entry, unread }: { entry: JournalEntry; unread: boolean }) {
  const rewards = entry.rewards ? rewardsText(entry.rewards) : '';
  return (
    <li className={unread ? 'event-entry event-entry--unread' : 'event-entry'}>
      <time className="event-entry__time" dateTime={entry.time}>
        {localDateTime(entry.time)}
      </time>
      <p className="event-entry__text">
        {unread && <span className="event-entry__new">New: </span>}
        {entry.parts.length > 0
          ? entry.parts.map((part, index) =>
              part.character ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
                <Link key={index} to={`/character/view/${part.character.id}`}>
                  {part.text}
                </Link>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
                <span key={index}>{part.text}</span>
              ),
            )
          : entry.text}
      </p>
      {rewards && <p className="event-entry__rewards">{rewards}</p>}
    </li>
  );
}
