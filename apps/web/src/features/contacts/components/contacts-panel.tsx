import { useQuery } from '@tanstack/react-query';
import type { Contact, FriendRequest } from '@tod/contracts';
import { Link } from 'react-router';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { contactsQuery, useContactAction } from '../api.ts';
import { stateText } from './contact-state.ts';
import { PartnerSection } from './partner-section.tsx';
import './contacts-panel.css';

function ContactRow({ contact, remove, removeLabel }: { contact: Contact; remove: () => void; removeLabel: string }) {
  return (
    <li className="contacts__row">
      <span className={contact.online ? 'contacts__dot contacts__dot--online' : 'contacts__dot'} aria-hidden="true" />
      <Link to={`/character/view/${contact.characterId}`}>{contact.name}</Link>{' '}
      <span className="contacts__meta">
        Level {contact.level} · {contact.online ? 'Online' : 'Offline'}
        {contact.cityName ? ` · ${contact.cityName}` : ''} · {stateText(contact)}
      </span>
      <button type="button" className="button button--small" onClick={remove} aria-label={`${removeLabel} ${contact.name}`}>
        {removeLabel}
      </button>
    </li>
  );
}

function RequestRow({ request, children }: { request: FriendRequest; children: React.ReactNode }) {
  return (
    <li className="contacts__row">
      <Link to={`/character/view/${request.characterId}`}>{request.name}</Link>{' '}
      <span className="contacts__meta">Level {request.level}</span>
      {children}
    </li>
  );
}

/** The player's friends, requests, rivals and blocks; statuses change live (no polling). */
export function ContactsPanel() {
  const lists = useQuery(contactsQuery);
  const accept = useContactAction('befriend');
  const unfriend = useContactAction('unfriend');
  const removeRival = useContactAction('removeRival');
  const unblock = useContactAction('unblock');
  const failed = [accept, unfriend, removeRival, unblock].find((m) => m.isError);
  if (lists.isPending) return <StatusMessage>Loading contacts...</StatusMessage>;
  if (lists.isError) return <ErrorMessage>Failed to load contacts. Please try again.</ErrorMessage>;
  const { friends, rivals, blocked, incoming, outgoing } = lists.data;
  return (
    <div className="contacts">
      {failed && <ErrorMessage>{serverMessageOr(failed.error, 'That did not work. Please try again.')}</ErrorMessage>}
      {incoming.length > 0 && (
        <section aria-labelledby="contacts-incoming">
          <h2 id="contacts-incoming">Friend requests</h2>
          <ul className="contacts__list">
            {incoming.map((r) => (
              <RequestRow key={r.characterId} request={r}>
                <button type="button" className="button button--small" onClick={() => accept.mutate(r.characterId)}>
                  Accept
                </button>
                <button type="button" className="button button--small" onClick={() => unfriend.mutate(r.characterId)}>
                  Decline
                </button>
              </RequestRow>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="contacts-friends">
        <h2 id="contacts-friends">Friends</h2>
        {friends.length === 0 ? (
          <p>No friends yet. Open a player's page and choose Add Friend.</p>
        ) : (
          <ul className="contacts__list">
            {friends.map((c) => (
              <ContactRow key={c.characterId} contact={c} removeLabel="Unfriend" remove={() => unfriend.mutate(c.characterId)} />
            ))}
          </ul>
        )}
        {outgoing.length > 0 && (
          <>
            <h3>Waiting for an answer</h3>
            <ul className="contacts__list">
              {outgoing.map((r) => (
                <RequestRow key={r.characterId} request={r}>
                  <button type="button" className="button button--small" onClick={() => unfriend.mutate(r.characterId)}>
                    Withdraw
                  </button>
                </RequestRow>
              ))}
            </ul>
          </>
        )}
      </section>
      <PartnerSection lists={lists.data} />
      <section aria-labelledby="contacts-rivals">
        <h2 id="contacts-rivals">Rivals</h2>
        {rivals.length === 0 ? (
          <p>No rivals. Only you see this list.</p>
        ) : (
          <ul className="contacts__list">
            {rivals.map((c) => (
              <ContactRow key={c.characterId} contact={c} removeLabel="Remove" remove={() => removeRival.mutate(c.characterId)} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="contacts-blocked">
        <h2 id="contacts-blocked">Blocked</h2>
        {blocked.length === 0 ? (
          <p>You have blocked nobody.</p>
        ) : (
          <ul className="contacts__list">
            {blocked.map((b) => (
              <li key={b.characterId} className="contacts__row">
                <Link to={`/character/view/${b.characterId}`}>{b.name}</Link>
                <button type="button" className="button button--small" onClick={() => unblock.mutate(b.characterId)}>
                  Unblock
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
