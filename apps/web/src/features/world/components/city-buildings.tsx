import type { BailResult, Building, City, JailbreakResult } from '@tod/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cityHostsCasino } from '@tod/game';
import { JailView } from './jail-view.tsx';
import '../world.css';

const NO_BUILDINGS = 'No buildings have been discovered in this city yet.';

const typeLabel = (type: Building['type']) => type.replace(/\b\w/g, (c) => c.toUpperCase());

/** The building types that sell equipment (docs/shops.md). */
const SELLING = ['shop', 'blacksmith', 'market'];

function BuildingCard({ building, cityId }: { building: Building; cityId: string }) {
  return (
    <article className={`building-card building-card--${building.type.replace(/\s+/g, '-')}`}>
      <h2 className="building-card__name">{building.name}</h2>
      <p className="building-card__type">{typeLabel(building.type)}</p>
      {building.description && <p>{building.description}</p>}
      {building.type.toLowerCase() === 'bank' && (
        <Link className="button button--primary button--small" to="/bank">
          Visit {building.name}
        </Link>
      )}
      {SELLING.includes(building.type.toLowerCase()) && (
        <Link className="button button--primary button--small" to={`/city/${cityId}/shop`}>
          Visit {building.name}
        </Link>
      )}
    </article>
  );
}

/**
 * Buildings tab: the City Jail card first, then the city's buildings. A prisoner sees only the
 * jail (docs/product-rules.md#city).
 */
export function CityBuildings({
  city,
  selfId,
  imprisoned,
  prisonerNotice,
  rescueReadyAt,
  onJailbreak,
  onRescueRefused,
  onBailPaid,
  onFreed,
}: {
  city: City;
  selfId: string;
  imprisoned: boolean;
  prisonerNotice: ReactNode;
  rescueReadyAt: number | null;
  onJailbreak?: (result: JailbreakResult) => void;
  onRescueRefused?: (details: unknown) => void;
  onBailPaid?: (result: BailResult, own: boolean) => void;
  onFreed: () => void;
}) {
  const [visiting, setVisiting] = useState(imprisoned);
  // A prisoner set free (bail, breakout or time) stays in the jail view to read what happened.
  useEffect(() => {
    if (imprisoned) setVisiting(true);
  }, [imprisoned]);
  const visitButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (!visiting && returning.current) {
      returning.current = false;
      visitButton.current?.focus();
    }
  }, [visiting]);

  if (imprisoned || visiting) {
    return (
      <JailView
        cityName={city.name}
        selfId={selfId}
        imprisoned={imprisoned}
        prisonerNotice={prisonerNotice}
        rescueReadyAt={rescueReadyAt}
        onJailbreak={onJailbreak}
        onRescueRefused={onRescueRefused}
        onBailPaid={onBailPaid}
        onFreed={onFreed}
        onBack={
          imprisoned
            ? undefined
            : () => {
                returning.current = true;
                setVisiting(false);
              }
        }
      />
    );
  }
  return (
    <div className="city-buildings">
      <ul className="building-grid" aria-label={`Buildings of ${city.name}`}>
        <li>
          <article className="building-card building-card--jail">
            <h2 className="building-card__name">City Jail</h2>
            <p className="building-card__type">Jail</p>
            <p>Lawbreakers wait out their sentences behind these bars. A bold friend might get them out early.</p>
            <button
              ref={visitButton}
              type="button"
              className="button button--primary button--small"
              onClick={() => setVisiting(true)}
            >
              Visit Jail
            </button>
          </article>
        </li>
        {city.buildings.map((building) => (
          <li key={building.id}>
            <BuildingCard building={building} cityId={city.id} />
          </li>
        ))}
        {cityHostsCasino(city.alignment) && (
          // docs/economy.md#casino: only evil-leaning cities keep the house casino.
          <li>
            <article className="building-card building-card--casino">
              <h2 className="building-card__name">House Casino</h2>
              <p className="building-card__type">Casino</p>
              <p>High or Low against the house, every roll provably fair.</p>
              <Link className="button button--primary button--small" to="/casino">
                Visit the casino
              </Link>
            </article>
          </li>
        )}
      </ul>
      {city.buildings.length === 0 && <p className="empty-state">{NO_BUILDINGS}</p>}
    </div>
  );
}
