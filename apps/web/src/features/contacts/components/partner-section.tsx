import type { ContactLists } from '@tod/contracts';
import { GameConstants } from '@tod/game';
import { Link } from 'react-router';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { useContactAction } from '../api.ts';
import { stateText } from './contact-state.ts';

const bonusPercent = Math.round(GameConstants.jail.partnerRescueBonus * 100);

/**
 * The partner: one friend both chose (docs/contacts.md, "Partners"). Shows the partner with
 * their live state, proposals either way, and the bonus in plain words.
 */
export function PartnerSection({ lists }: { lists: ContactLists }) {
  const partner = useContactAction('partner');
  const unpartner = useContactAction('unpartner');
  const failed = [partner, unpartner].find((m) => m.isError);
  const { partner: current, partnerIncoming, partnerOutgoing, friends } = lists;
  const candidates = current ? [] : friends.filter((f) => !partnerOutgoing.some((r) => r.characterId === f.characterId));
  return (
    <section aria-labelledby="contacts-partner">
      <h2 id="contacts-partner">Partner</h2>
      <p className="contacts__hint">
        Partners are two friends who chose each other. Breaking your partner out of jail earns {bonusPercent}% more experience,
        and you are told when your partner is jailed.
      </p>
      {failed && <ErrorMessage>{serverMessageOr(failed.error, 'That did not work. Please try again.')}</ErrorMessage>}
      {current ? (
        <ul className="contacts__list">
          <li className="contacts__row">
            <Link to={`/character/view/${current.characterId}`}>{current.name}</Link>{' '}
            <span className="contacts__meta">
              Level {current.level} · {current.online ? 'Online' : 'Offline'}
              {current.cityName ? ` · ${current.cityName}` : ''} · {stateText(current)}
            </span>
            <button type="button" className="button button--small" onClick={() => unpartner.mutate(current.characterId)}>
              End Partnership
            </button>
          </li>
        </ul>
      ) : (
        <p>No partner yet.</p>
      )}
      {partnerIncoming.length > 0 && (
        <>
          <h3>Asked you to be partners</h3>
          <ul className="contacts__list">
            {partnerIncoming.map((r) => (
              <li key={r.characterId} className="contacts__row">
                <Link to={`/character/view/${r.characterId}`}>{r.name}</Link>{' '}
                <span className="contacts__meta">Level {r.level}</span>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => partner.mutate(r.characterId)}
                  aria-label={`Accept ${r.name} as partner`}
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => unpartner.mutate(r.characterId)}
                  aria-label={`Decline ${r.name} as partner`}
                >
                  Decline
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {partnerOutgoing.map((r) => (
        <p key={r.characterId}>
          You asked {r.name} to be partners.{' '}
          <button type="button" className="button button--small" onClick={() => unpartner.mutate(r.characterId)}>
            Withdraw
          </button>
        </p>
      ))}
      {candidates.length > 0 && (
        <ul className="contacts__list" aria-label="Friends you can ask to be partners">
          {candidates.map((f) => (
            <li key={f.characterId} className="contacts__row">
              <span className="contacts__meta">{f.name}</span>
              <button
                type="button"
                className="button button--small"
                onClick={() => partner.mutate(f.characterId)}
                aria-label={`Ask ${f.name} to be partners`}
              >
                Ask to Be Partners
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
