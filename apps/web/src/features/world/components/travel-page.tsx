import { useQuery, useQueryClient } from '@tanstack/react-query';
import { groupThousands, type TravelDestination, type TravelDestinations, type TravelResult } from '@tod/contracts';
import { GameConstants } from '@tod/game';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CountdownBar } from '@/components/ui/countdown.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { destinationsQuery, pricesQuery, useTravel, worldKeys } from '../api.ts';
import { cheapestTrainingFee, fareCheck, faresByCity } from '../fares.ts';
import { DestinationDetails, DestinationList } from './destination-list.tsx';
import '../world.css';

const DESTINATIONS_LOAD_ERROR = 'Failed to load travel destinations. Please try again later.';
const TRAVEL_EXCEPTION = 'Failed to travel to destination. Please try again later.';

/** docs/product-rules.md#journeys: the one rest countdown (the server's 429 text stays for refusals). */
const REST_LABEL = 'Resting: you can travel again in';

/** A 429 is shown as the server wrote it; other refusals as 'Travel failed: {status} - {text}'. */
function travelErrorText(error: unknown): string {
  if (!isApiError(error)) return TRAVEL_EXCEPTION;
  if (error.status === 429 && error.serverMessage) return error.serverMessage;
  return `Travel failed: ${error.status} - ${error.serverMessage ?? 'No details were given.'}`;
}

interface Timer {
  endsAt: number;
  startedAt: number;
}

export interface TravelPageProps {
  /** The travel rest from the timed-state store. */
  resting: Timer | null;
  jailed: boolean;
  onLoaded: (data: TravelDestinations) => void;
  onTravelled: (result: TravelResult) => void;
  onRefused: (details: unknown) => void;
}

/** Current location, destinations, a detail panel and Begin Journey; arrival leads to the city. */
export function TravelPage({ resting, jailed, onLoaded, onTravelled, onRefused }: TravelPageProps) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const data = useQuery(destinationsQuery);
  const prices = useQuery(pricesQuery);
  const fares = useMemo(() => (prices.data ? faresByCity(prices.data) : new Map<string, number>()), [prices.data]);
  const checkId = useId();
  const travel = useTravel();
  const [selected, setSelected] = useState<TravelDestination | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [arrived, setArrived] = useState<TravelResult | null>(null);
  const details = useRef<HTMLElement>(null);
  const mountedAt = useRef(Date.now());

  // A list fetched while this page is open carries the server's rest; older cache does not.
  useEffect(() => {
    if (data.data && data.dataUpdatedAt >= mountedAt.current) onLoaded(data.data);
  }, [data.data, data.dataUpdatedAt, onLoaded]);

  // docs/product-rules.md#travel: the city page follows 1.5 s after arrival.
  useEffect(() => {
    if (!arrived) return;
    const timer = setTimeout(() => navigate('/city'), GameConstants.travel.arrivalRedirectMs);
    return () => clearTimeout(timer);
  }, [arrived, navigate]);

  const select = (destination: TravelDestination) => {
    setSelected(destination);
    setError(null);
    details.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };

  const begin = () => {
    if (!selected) return;
    setError(null);
    travel.mutate(selected.id, {
      onSuccess: (result) => {
        onTravelled(result);
        setArrived(result);
        void client.invalidateQueries({ queryKey: worldKeys.destinations });
        void client.invalidateQueries({ queryKey: worldKeys.jail });
        void client.invalidateQueries({ queryKey: worldKeys.prices });
      },
      onError: (failure) => {
        if (isApiError(failure)) onRefused(failure.details);
        // 409: the fare is more than the purse holds; the prices shown were stale.
        if (isApiError(failure) && failure.status === 409) void client.invalidateQueries({ queryKey: worldKeys.prices });
        setError(travelErrorText(failure));
      },
    });
  };

  if (data.isPending) return <StatusMessage>Loading destinations...</StatusMessage>;
  if (data.isError) return <ErrorMessage>{DESTINATIONS_LOAD_ERROR}</ErrorMessage>;

  const { location, destinations } = data.data;
  const fare = selected ? fares.get(selected.id) : undefined;
  // The server decides; without prices the journey is simply not checked here.
  const check =
    fare !== undefined && prices.data
      ? fareCheck({ fare, gold: prices.data.gold, cheapestTrainingFee: cheapestTrainingFee(prices.data) })
      : null;
  const label = travel.isPending ? 'Traveling...' : resting ? 'Resting...' : 'Begin Journey';
  return (
    <>
      <section className="panel panel--compact" aria-labelledby="travel-location-title">
        <h2 id="travel-location-title" className="panel__title">
          Current Location
        </h2>
        <p className="travel-location">
          {location ? (
            <>
              You are in <strong>{location.name}</strong>.
            </>
          ) : (
            'Your character is not currently in any city.'
          )}
        </p>
        {resting && (
          // One countdown only: a whole-minute warning beside it read as a second, different timer.
          <CountdownBar className="travel-warning" label={REST_LABEL} endsAt={resting.endsAt} startedAt={resting.startedAt} />
        )}
        {jailed && <p className="notice notice--info">You cannot travel while in jail.</p>}
      </section>
      {arrived && (
        <p className="form-info" role="status">
          You have arrived in {arrived.location.name}. On to the city...
        </p>
      )}
      {arrived && (
        <p className="travel-paid">
          Fare paid: {groupThousands(arrived.fare)} gold. Gold left: {groupThousands(arrived.gold)}.
        </p>
      )}
      <div className="travel-layout">
        <section className="panel" aria-labelledby="travel-destinations-title">
          <h2 id="travel-destinations-title" className="panel__title">
            Destinations
          </h2>
          {destinations.length === 0 ? (
            <StatusMessage>No available destinations found.</StatusMessage>
          ) : (
            <DestinationList destinations={destinations} fares={fares} selectedId={selected?.id ?? null} onSelect={select} />
          )}
        </section>
        <section ref={details} className="panel travel-details" aria-labelledby="travel-details-title">
          <h2 id="travel-details-title" className="panel__title">
            {selected ? selected.name : 'Destination'}
          </h2>
          {selected ? <DestinationDetails destination={selected} fare={fare} /> : <p className="muted">Choose a destination.</p>}
          {prices.data && <p className="travel-purse">Your gold: {groupThousands(prices.data.gold)}</p>}
          {check && (
            <p id={checkId} className={`travel-fare travel-fare--${check.kind}`}>
              {check.text}
            </p>
          )}
          {error && <ErrorMessage>{error}</ErrorMessage>}
          <button
            type="button"
            className="button button--primary"
            onClick={begin}
            disabled={!selected || travel.isPending || resting !== null || jailed || arrived !== null || check?.kind === 'refuse'}
            aria-describedby={check ? checkId : undefined}
          >
            {label}
          </button>
        </section>
      </div>
    </>
  );
}
