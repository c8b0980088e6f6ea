import { useQuery } from '@tanstack/react-query';
import type { BailResult, JailbreakResult } from '@tod/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { citiesQuery, cityQuery } from '../api.ts';
import { CityBuildings } from './city-buildings.tsx';
import { CityOverview } from './city-overview.tsx';
import '../world.css';

const NOT_IN_CITY = 'Your character is not currently in any city.';
const cityLoadError = (error: unknown) =>
  `Failed to fetch city data: ${isApiError(error) ? error.status : 'no answer from the server'}`;

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'buildings', label: 'Buildings' },
] as const;
type CityTab = (typeof TABS)[number]['id'];

function FindACity() {
  return (
    <Link to="/travel" className="button button--primary">
      Find a City
    </Link>
  );
}

/** The city of the character's current location: Overview and Buildings (with the jail). */
export function CityPage({
  locationId,
  selfId,
  imprisoned,
  prisonerNotice,
  rescueReadyAt = null,
  onJailbreak,
  onRescueRefused,
  onBailPaid,
  onFreed,
  staff = false,
}: {
  locationId: string | null;
  selfId: string;
  imprisoned: boolean;
  /** The prisoner's notice: release time and countdown, or 'Release pending...'. */
  prisonerNotice: ReactNode;
  /** When the rescuer's wait ends, while it runs (the timed-state store's `rescue`). */
  rescueReadyAt?: number | null;
  onJailbreak?: (result: JailbreakResult) => void;
  /** A jailbreak refused during the rescuer's wait, with the refusal's `details`. */
  onRescueRefused?: (details: unknown) => void;
  /** A bail was paid: the caller's own (`own`) or another prisoner's. */
  onBailPaid?: (result: BailResult, own: boolean) => void;
  /** The jail list no longer holds the prisoner: they were broken out. */
  onFreed: () => void;
  /** Staff (role 2 and up) also get the map background settings. */
  staff?: boolean;
}) {
  const city = useQuery({ ...cityQuery(locationId ?? ''), enabled: locationId !== null });
  const cities = useQuery({ ...citiesQuery, enabled: locationId !== null });
  // A prisoner is sent straight to the only place they may be: the jail (also when the jail
  // becomes known after the page opened, e.g. once the account has loaded).
  const [tab, setTab] = useState<CityTab>(imprisoned ? 'buildings' : 'overview');
  useEffect(() => {
    if (imprisoned) setTab('buildings');
  }, [imprisoned]);

  if (locationId === null) {
    return (
      <>
        <h1>City</h1>
        <div className="panel city-missing">
          <StatusMessage>{NOT_IN_CITY}</StatusMessage>
          <FindACity />
        </div>
      </>
    );
  }
  if (city.isPending) return <StatusMessage>Loading city...</StatusMessage>;
  if (city.isError) {
    return (
      <>
        <h1>City</h1>
        <div className="panel city-missing">
          <ErrorMessage>{cityLoadError(city.error)}</ErrorMessage>
          <FindACity />
        </div>
      </>
    );
  }
  return (
    <>
      <div className="page-heading">
        <h1>{city.data.name}</h1>
        <Link to="/travel" className="button button--ghost">
          Travel
        </Link>
      </div>
      <div className="panel city">
        <Tabs label="City sections" items={TABS} selected={tab} onSelect={setTab}>
          {tab === 'overview' ? (
            <CityOverview city={city.data} cities={cities.data} staff={staff} />
          ) : (
            <CityBuildings
              city={city.data}
              selfId={selfId}
              imprisoned={imprisoned}
              prisonerNotice={prisonerNotice}
              rescueReadyAt={rescueReadyAt}
              onJailbreak={onJailbreak}
              onRescueRefused={onRescueRefused}
              onBailPaid={onBailPaid}
              onFreed={onFreed}
            />
          )}
        </Tabs>
      </div>
    </>
  );
}
