import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { contactsQuery, useContactAction } from '../api.ts';

/** On another player's page: befriend (or accept), rival and block, each a toggle. */
export function ContactActions({ characterId, name }: { characterId: string; name: string }) {
  const lists = useQuery(contactsQuery);
  const befriend = useContactAction('befriend');
  const unfriend = useContactAction('unfriend');
  const addRival = useContactAction('addRival');
  const removeRival = useContactAction('removeRival');
  const block = useContactAction('block');
  const unblock = useContactAction('unblock');
  const partner = useContactAction('partner');
  const unpartner = useContactAction('unpartner');
  if (!lists.data) return null;
  const has = (rows: Array<{ characterId: string }>) => rows.some((r) => r.characterId === characterId);
  const friend = has(lists.data.friends);
  const asked = has(lists.data.outgoing);
  const askedMe = has(lists.data.incoming);
  const rival = has(lists.data.rivals);
  const blocked = has(lists.data.blocked);
  const partnered = lists.data.partner?.characterId === characterId;
  const proposed = has(lists.data.partnerOutgoing);
  const proposedToMe = has(lists.data.partnerIncoming);
  const failed = [befriend, unfriend, addRival, removeRival, block, unblock, partner, unpartner].find((m) => m.isError);
  return (
    <section className="contact-actions" aria-label={`Contacts: ${name}`}>
      {failed && <ErrorMessage>{serverMessageOr(failed.error, 'That did not work. Please try again.')}</ErrorMessage>}
      {!blocked &&
        (friend ? (
          <button type="button" className="button" onClick={() => unfriend.mutate(characterId)}>
            Unfriend
          </button>
        ) : asked ? (
          <button type="button" className="button" onClick={() => unfriend.mutate(characterId)}>
            Withdraw Friend Request
          </button>
        ) : (
          <button type="button" className="button" onClick={() => befriend.mutate(characterId)}>
            {askedMe ? 'Accept Friend Request' : 'Add Friend'}
          </button>
        ))}{' '}
      {friend && (
        <>
          <button
            type="button"
            className="button"
            onClick={() => (partnered || proposed ? unpartner : partner).mutate(characterId)}
          >
            {partnered
              ? 'End Partnership'
              : proposed
                ? 'Withdraw Partner Proposal'
                : proposedToMe
                  ? 'Accept Partner Proposal'
                  : 'Ask to Be Partners'}
          </button>{' '}
        </>
      )}
      <button type="button" className="button" onClick={() => (rival ? removeRival : addRival).mutate(characterId)}>
        {rival ? 'Remove Rival' : 'Add Rival'}
      </button>{' '}
      <button type="button" className="button" onClick={() => (blocked ? unblock : block).mutate(characterId)}>
        {blocked ? 'Unblock' : 'Block'}
      </button>
    </section>
  );
}
