import { groupThousands, type Prisoner } from '@tod/contracts';
import { GameConstants } from '@tod/game';
import { useId } from 'react';
import { Link } from 'react-router';
import { Countdown } from '@/components/ui/countdown.tsx';
import { useNow } from '@/components/ui/use-now.ts';
import '../world.css';

/** The server's wording for a bail the purse cannot pay. */
const bailShortText = (bail: number, gold: number) => `You need ${bail} gold to pay this bail; you have ${gold}.`;

/** Who may pay a prisoner's bail from this row: the prisoner (own), a free visitor (other), or nobody. */
type BailRole = 'own' | 'other' | null;

/**
 * One prisoner: who, when they come out, and the bail that frees them now. A free visitor may
 * try a breakout or pay the bail; a prisoner may pay only their own.
 */
export function PrisonerRow({
  prisoner,
  canBreakOut,
  rescueWaiting,
  bailRole,
  gold,
  busy,
  onBreakOut,
  onPayBail,
}: {
  prisoner: Prisoner;
  canBreakOut: boolean;
  /** The rescuer's wait between rescues runs: the server would refuse a breakout (jail.rescue_cooldown). */
  rescueWaiting: boolean;
  bailRole: BailRole;
  /** The payer's gold, null while unknown (the server decides then). */
  gold: number | null;
  busy: boolean;
  onBreakOut: (prisoner: Prisoner) => void;
  onPayBail: (prisoner: Prisoner, role: 'own' | 'other') => void;
}) {
  const now = useNow();
  const reasonId = useId();
  const releaseAt = Date.parse(prisoner.releaseTime);
  const serving = now < releaseAt;
  const bailOpen = serving && prisoner.bail > 0;
  const short = bailRole !== null && gold !== null && prisoner.bail > gold;
  return (
    <li className="prisoner">
      <div className="prisoner__who">
        <Link to={`/character/view/${prisoner.id}`} className="prisoner__name">
          {prisoner.username}
        </Link>
        <span className="muted">Level {prisoner.level}</span>
        {prisoner.partner && (
          <span className="prisoner__partner">
            Your partner: +{Math.round(GameConstants.jail.partnerRescueBonus * 100)}% experience for a paid rescue
          </span>
        )}
      </div>
      <p className="prisoner__release">
        {serving ? (
          <>
            Release in <Countdown endsAt={releaseAt} />
          </>
        ) : (
          'Release pending...'
        )}
      </p>
      {bailOpen && <p className="prisoner__bail">Bail: {groupThousands(prisoner.bail)} gold</p>}
      {(canBreakOut || (bailRole && bailOpen)) && (
        <div className="prisoner__actions">
          {canBreakOut && (
            <button
              type="button"
              className="button button--primary button--small"
              disabled={busy || rescueWaiting}
              onClick={() => onBreakOut(prisoner)}
            >
              Attempt Breakout <span className="visually-hidden">of {prisoner.username}</span>
            </button>
          )}
          {bailRole && bailOpen && (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy || short}
              aria-describedby={short ? reasonId : undefined}
              onClick={() => onPayBail(prisoner, bailRole)}
            >
              Pay Bail <span className="visually-hidden">{bailRole === 'own' ? 'for yourself' : `for ${prisoner.username}`}</span>
            </button>
          )}
        </div>
      )}
      {short && bailOpen && gold !== null && (
        <p id={reasonId} className="prisoner__short">
          {bailShortText(prisoner.bail, gold)}
        </p>
      )}
    </li>
  );
}
