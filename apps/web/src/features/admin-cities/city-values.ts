import type { City, CityInput } from '@tod/contracts';
import { BUILDING_TYPES, type BuildingType } from '@tod/game';

export interface BuildingDraft {
  /** Only for React keys: drafts have no server id until saved. */
  key: string;
  type: BuildingType;
  name: string;
  description: string;
}

/** The city form as typed: numbers stay text until submit. */
export interface CityDraft {
  name: string;
  description: string;
  xPosition: string;
  yPosition: string;
  alignment: string;
  /** The owner's id, as the server takes it; blank for none. */
  owner: string;
  /** The owner's name, for the form to show instead of the id. */
  ownerName: string;
  buildings: BuildingDraft[];
}

let draftKeys = 0;
export const nextDraftKey = () => {
  draftKeys += 1;
  return `building-${draftKeys}`;
};

const knownType = (type: string): BuildingType => BUILDING_TYPES.find((t) => t === type.toLowerCase()) ?? 'tavern';

export function emptyCityDraft(): CityDraft {
  return { name: '', description: '', xPosition: '', yPosition: '', alignment: '0', owner: '', ownerName: '', buildings: [] };
}

export function cityDraft(city: City): CityDraft {
  return {
    name: city.name,
    description: city.description,
    xPosition: city.xPosition === null ? '' : String(city.xPosition),
    yPosition: city.yPosition === null ? '' : String(city.yPosition),
    alignment: String(city.alignment),
    owner: city.owner ?? '',
    ownerName: city.ownerName ?? '',
    buildings: city.buildings.map((b) => ({ key: b.id, type: knownType(b.type), name: b.name, description: b.description })),
  };
}

/** A blank coordinate is unknown (null, shown as '?'); anything else is converted to a number. */
const coordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The request body (docs/product-rules.md#input-rules: numeric fields converted to numbers; owner trimmed and left out when
 * blank). An edit sends a blank owner as null instead, so clearing the field removes the owner;
 * left out, the server would keep the old one.
 */
export function cityInput(draft: CityDraft, mode: 'create' | 'edit'): CityInput {
  const owner = draft.owner.trim();
  return {
    name: draft.name,
    description: draft.description,
    xPosition: coordinate(draft.xPosition),
    yPosition: coordinate(draft.yPosition),
    alignment: draft.alignment.trim() === '' ? 0 : Number(draft.alignment),
    ...(owner ? { owner } : mode === 'edit' ? { owner: null } : {}),
    buildings: draft.buildings.map(({ type, name, description }) => ({ type, name, description })),
  };
}

/** Case-insensitive match on the name (the search box filters as you type). */
export function filterCities(cities: readonly City[], search: string): City[] {
  const needle = search.trim().toLowerCase();
  return needle ? cities.filter((city) => city.name.toLowerCase().includes(needle)) : [...cities];
}

export const cityCount = (n: number) => `${n} ${n === 1 ? 'city' : 'cities'}`;

/** The table's position text; '?' stands for an unknown coordinate. */
export const positionText = (city: Pick<City, 'xPosition' | 'yPosition'>) =>
  `X: ${city.xPosition ?? '?'}, Y: ${city.yPosition ?? '?'}`;
