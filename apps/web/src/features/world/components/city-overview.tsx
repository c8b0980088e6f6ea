import type { City } from '@tod/contracts';
import { alignmentBand, citySize } from '@tod/game';
import { CityMap } from './city-map.tsx';
import { MapBackgroundSettings, useMapBackground } from './map-background.tsx';
import '../world.css';

/**
 * Overview tab: what the city is like, and where it lies. The custom map background is a staff
 * tool (docs/product-rules.md#city): players see the map as it is set in their browser.
 */
export function CityOverview({
  city,
  cities,
  staff = false,
}: {
  city: City;
  cities: readonly City[] | undefined;
  staff?: boolean;
}) {
  const [background, setBackground] = useMapBackground();
  const band = alignmentBand(city.alignment);
  return (
    <div className="city-overview">
      <p className="city-overview__description">{city.description || 'No description has been written for this city yet.'}</p>
      <dl className="stat-list city-overview__facts">
        <div>
          <dt>Size</dt>
          <dd>{citySize(city.buildings.length)}</dd>
        </div>
        <div>
          <dt>Alignment</dt>
          <dd>
            <span className={`tone tone--${band.tone}`}>{band.label}</span> ({city.alignment})
          </dd>
        </div>
        <div>
          <dt>Position</dt>
          <dd>{city.xPosition !== null && city.yPosition !== null ? `X: ${city.xPosition}, Y: ${city.yPosition}` : 'Unknown'}</dd>
        </div>
        <div>
          <dt>Ruler</dt>
          <dd>{city.ownerName ?? 'None'}</dd>
        </div>
      </dl>
      <h2>Map</h2>
      <CityMap cities={cities ?? [city]} current={city} background={background} />
      {staff && <MapBackgroundSettings background={background} onChange={setBackground} />}
    </div>
  );
}
