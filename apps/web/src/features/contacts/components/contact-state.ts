import type { Contact } from '@tod/contracts';
import { lazyDateFormat } from '@/lib/date-format.ts';

const untilFormat = lazyDateFormat({ hour: '2-digit', minute: '2-digit' });

/** A contact's state in words (docs/product-rules.md#contacts). */
export function stateText(contact: Pick<Contact, 'state' | 'until'>): string {
  const until = contact.until ? ` until ${untilFormat(new Date(contact.until))}` : '';
  switch (contact.state) {
    case 'jailed':
      return `In jail${until}`;
    case 'travelling':
      return `Travelling${until}`;
    case 'resting':
      return `Resting${until}`;
    case 'dead':
      return 'Dead';
    default:
      return 'Free';
  }
}
