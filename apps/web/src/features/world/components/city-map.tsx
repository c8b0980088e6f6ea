import type { City } from '@tod/contracts';
import { alignmentBand, mapGridBounds } from '@tod/game';
import { useState } from 'react';
import type { MapBackground } from './map-background.tsx';
import '../world.css';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

type Tone = 'good' | 'neutral' | 'evil';

/** A city's marker colour follows the alignment bands (green good, yellow neutral, red evil). */
function cityTone(alignment: number): Tone {
  const tone = alignmentBand(alignment).tone;
  return tone === 'green' ? 'good' : tone === 'red' ? 'evil' : 'neutral';
}

const placed = (city: City): city is City & { xPosition: number; yPosition: number } =>
  city.xPosition !== null && city.yPosition !== null;

/**
 * Each city's marker text: its first letter, or as many letters as it takes to tell it from the
 * others (Silverbrook, Saltmarsh Harbour and Stonewatch read Si, Sa and St), so the legend that
 * names them is unambiguous.
 */
export function markerLabels(cities: readonly Pick<City, 'id' | 'name'>[]): Map<string, string> {
  const labels = new Map<string, string>();
  const letters = (name: string) => name.replace(/[^A-Za-z0-9]/g, '') || name;
  for (const city of cities) {
    const own = letters(city.name);
    let length = 1;
    while (
      length < own.length &&
      cities.some(
        (other) =>
          other.id !== city.id && letters(other.name).slice(0, length).toLowerCase() === own.slice(0, length).toLowerCase(),
      )
    ) {
      length += 1;
    }
    const label = own.slice(0, length);
    labels.set(city.id, label.charAt(0).toUpperCase() + label.slice(1).toLowerCase());
  }
  return labels;
}

function Marker({ tone, current, label }: { tone: Tone | 'current'; current?: boolean; label?: string }) {
  return (
    <span className={`map-marker map-marker--${tone}${current ? ' map-marker--current' : ''}`} aria-hidden="true">
      {label}
    </span>
  );
}

/**
 * The coordinate map (docs/product-rules.md#client-limits): a square grid from `mapGridBounds`, centred on the current city,
 * with the cities on their squares. The grid is a picture for sighted players; the list under
 * it says the same for everyone.
 */
export function CityMap({ cities, current, background }: { cities: readonly City[]; current: City; background: MapBackground }) {
  const [broken, setBroken] = useState<string | null>(null);
  const bounds = mapGridBounds(cities, current);
  const xs = range(bounds.minX, bounds.maxX);
  const ys = range(bounds.minY, bounds.maxY);
  const onMap = (city: City): city is City & { xPosition: number; yPosition: number } =>
    placed(city) &&
    city.xPosition >= bounds.minX &&
    city.xPosition <= bounds.maxX &&
    city.yPosition >= bounds.minY &&
    city.yPosition <= bounds.maxY;
  const customUrl = background.kind === 'custom' ? background.url : null;
  const others = cities.filter((city) => city.id !== current.id);
  const labels = markerLabels(cities);

  return (
    <figure className="city-map" aria-labelledby="city-map-caption">
      <figcaption id="city-map-caption" className="city-map__caption">
        Map of the realm, {xs.length} × {ys.length} squares, centred on {current.name}
      </figcaption>
      <div className={`city-map__frame city-map__frame--${background.kind}`}>
        {customUrl && broken !== customUrl && (
          <img className="city-map__background" src={customUrl} alt="" onError={() => setBroken(customUrl)} />
        )}
        <div
          className="city-map__grid"
          style={{
            gridTemplateColumns: `auto repeat(${xs.length}, minmax(0, 1fr))`,
            gridTemplateRows: `auto repeat(${ys.length}, 1fr)`,
          }}
          aria-hidden="true"
        >
          <span className="city-map__axis" />
          {xs.map((x) => (
            <span key={`x${x}`} className="city-map__axis">
              {x}
            </span>
          ))}
          {ys.map((y, row) => (
            <span key={`y${y}`} className="city-map__axis" style={{ gridColumn: 1, gridRow: row + 2 }}>
              {y}
            </span>
          ))}
          {/* One element draws every square's lines: a square per element made the map the
              slowest part of the city page on a phone (docs/performance.md, "Reading the mobile score"). */}
          <span
            className="city-map__squares"
            style={{ aspectRatio: `${xs.length} / ${ys.length}`, backgroundSize: `${100 / xs.length}% ${100 / ys.length}%` }}
          />
          {cities.filter(onMap).map((city) => (
            <span
              key={city.id}
              className="city-map__place"
              style={{ gridColumn: city.xPosition - bounds.minX + 2, gridRow: city.yPosition - bounds.minY + 2 }}
              title={`${city.name} (${city.xPosition}, ${city.yPosition})`}
            >
              <Marker
                tone={city.id === current.id ? 'current' : cityTone(city.alignment)}
                current={city.id === current.id}
                label={labels.get(city.id)}
              />
            </span>
          ))}
        </div>
      </div>
      {customUrl && broken === customUrl && (
        <p className="field__error">The custom background could not be loaded; check its address.</p>
      )}
      <ul className="city-map__legend" aria-label="Legend">
        <li>
          <Marker tone="current" current /> Current city
        </li>
        <li>
          <Marker tone="good" /> Good city
        </li>
        <li>
          <Marker tone="neutral" /> Neutral city
        </li>
        <li>
          <Marker tone="evil" /> Evil city
        </li>
      </ul>
      {/* Always in view: the markers carry letters only, so this is where the names are read. */}
      <div className="city-map__list">
        <p className="city-map__list-title" id="city-map-cities">
          Cities on the map
        </p>
        <ul aria-labelledby="city-map-cities">
          <li>
            <Marker tone="current" current label={labels.get(current.id)} /> {current.name} (you are here)
            {placed(current) ? `: ${current.xPosition}, ${current.yPosition}` : ''}
          </li>
          {others.map((city) => (
            <li key={city.id}>
              <Marker tone={cityTone(city.alignment)} label={labels.get(city.id)} /> {city.name},{' '}
              {alignmentBand(city.alignment).label.toLowerCase()}
              {placed(city) ? `: ${city.xPosition}, ${city.yPosition}` : ': position unknown'}
              {placed(city) && !onMap(city) ? ' (off the map)' : ''}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
