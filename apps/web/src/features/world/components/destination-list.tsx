import { groupThousands, type TravelDestination } from '@tod/contracts';
import { alignmentBand, describeDuration } from '@tod/game';
import type { KeyboardEvent } from 'react';
import '../world.css';

/** The real journey (and rest) on this server: `travelMs` is already divided by the game speed. */
function travelTimeText(destination: Pick<TravelDestination, 'travelMs' | 'travelMsMax'>): string {
  const min = describeDuration(destination.travelMs);
  return destination.travelMsMax > destination.travelMs ? `${min} to ${describeDuration(destination.travelMsMax)}` : min;
}

const squares = (n: number) => `${n} square${n === 1 ? '' : 's'}`;

/** Why a journey is worth it: the deeds only that city offers. */
function localDeedsText({ count, minLevel, maxLevel }: NonNullable<TravelDestination['localDeeds']>): string {
  const levels = minLevel === maxLevel ? `level ${minLevel}` : `levels ${minLevel}-${maxLevel}`;
  return `${count} local deed${count === 1 ? '' : 's'}, ${levels}`;
}

const fareText = (fare: number) => `Fare ${groupThousands(fare)} gold`;

const ARROW_STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** Arrow keys move the focus between the destinations (wrapping), as in any single-choice list. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const step = ARROW_STEPS[event.key];
  if (step === undefined) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button.destination')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
}

/** Destinations as a single-choice list: one press selects a city for the detail panel. */
export function DestinationList({
  destinations,
  fares,
  selectedId,
  onSelect,
}: {
  destinations: readonly TravelDestination[];
  /** The fare to each city by id (empty while the prices load). */
  fares: ReadonlyMap<string, number>;
  selectedId: string | null;
  onSelect: (destination: TravelDestination) => void;
}) {
  return (
    <ul className="destination-list" aria-label="Destinations" onKeyDown={moveFocus}>
      {destinations.map((destination) => {
        const band = alignmentBand(destination.alignment);
        const selected = destination.id === selectedId;
        const fare = fares.get(destination.id);
        return (
          <li key={destination.id}>
            <button
              type="button"
              className={selected ? 'destination destination--selected' : 'destination'}
              aria-pressed={selected}
              onClick={() => onSelect(destination)}
            >
              <span className="destination__name">{destination.name}</span>
              <span className={`destination__band tone tone--${band.tone}`}>{band.label}</span>
              <span className="destination__time">
                {destination.distance === null ? '' : `${squares(destination.distance)} · `}
                {travelTimeText(destination)}
              </span>
              {destination.localDeeds && <span className="destination__deeds">{localDeedsText(destination.localDeeds)}</span>}
              {fare !== undefined && <span className="destination__fare">{fareText(fare)}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Everything about the chosen destination, above the Begin Journey button. */
export function DestinationDetails({ destination, fare }: { destination: TravelDestination; fare: number | undefined }) {
  const band = alignmentBand(destination.alignment);
  const placed = destination.xPosition !== null && destination.yPosition !== null;
  return (
    <>
      <p>{destination.description || 'Little is known about this place.'}</p>
      <dl className="stat-list">
        <div>
          <dt>Alignment</dt>
          <dd>
            <span className={`tone tone--${band.tone}`}>{band.label}</span> ({destination.alignment})
          </dd>
        </div>
        <div>
          <dt>Position</dt>
          <dd>{placed ? `X: ${destination.xPosition}, Y: ${destination.yPosition}` : 'Unknown'}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{destination.distance === null ? 'Unknown' : squares(destination.distance)}</dd>
        </div>
        <div>
          <dt>Travel time</dt>
          <dd>{travelTimeText(destination)}</dd>
        </div>
        <div>
          <dt>Local deeds</dt>
          <dd>{destination.localDeeds ? localDeedsText(destination.localDeeds) : 'None'}</dd>
        </div>
        {fare !== undefined && (
          <div>
            <dt>Fare</dt>
            <dd>{groupThousands(fare)} gold</dd>
          </div>
        )}
      </dl>
      <p className="muted">You arrive at once, then rest this long before you can travel again.</p>
    </>
  );
}
