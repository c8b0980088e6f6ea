import { CityLimits } from '@tod/contracts';
import { BUILDING_TYPES, type BuildingType } from '@tod/game';
import { useId } from 'react';
import { type BuildingDraft, nextDraftKey } from '../city-values.ts';
import '../admin-cities.css';

const typeLabel = (type: string) => type.replace(/\b\w/g, (c) => c.toUpperCase());

/** The city's whole building list: add, change or remove entries; saved with the city. */
export function BuildingsEditor({
  buildings,
  onChange,
}: {
  buildings: BuildingDraft[];
  onChange: (buildings: BuildingDraft[]) => void;
}) {
  const id = useId();
  const patch = (key: string, change: Partial<BuildingDraft>) =>
    onChange(buildings.map((b) => (b.key === key ? { ...b, ...change } : b)));

  return (
    <fieldset className="fieldset buildings-editor">
      <legend>Buildings ({buildings.length})</legend>
      <p className="field__hint">The city jail is always there and is not listed here.</p>
      {buildings.length === 0 ? (
        <p className="empty-state">No buildings yet.</p>
      ) : (
        <ol className="buildings-editor__list">
          {buildings.map((building, index) => {
            const base = `${id}-${building.key}`;
            const position = `Building ${index + 1}`;
            return (
              <li key={building.key} className="buildings-editor__item">
                <div className="form-grid">
                  <div className="field">
                    <label htmlFor={`${base}-type`}>
                      Type <span className="visually-hidden">of {position}</span>
                    </label>
                    <select
                      id={`${base}-type`}
                      value={building.type}
                      onChange={(e) => patch(building.key, { type: e.target.value as BuildingType })}
                    >
                      {BUILDING_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {typeLabel(type)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={`${base}-name`}>
                      Name <span className="visually-hidden">of {position}</span>
                    </label>
                    <input
                      id={`${base}-name`}
                      value={building.name}
                      required
                      maxLength={CityLimits.buildingNameMax}
                      onChange={(e) => patch(building.key, { name: e.target.value })}
                    />
                  </div>
                </div>
                <div className="field">
                  <label htmlFor={`${base}-description`}>
                    Description <span className="visually-hidden">of {position}</span>
                  </label>
                  <textarea
                    id={`${base}-description`}
                    rows={2}
                    value={building.description}
                    maxLength={CityLimits.buildingDescriptionMax}
                    onChange={(e) => patch(building.key, { description: e.target.value })}
                  />
                </div>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onChange(buildings.filter((b) => b.key !== building.key))}
                >
                  Remove <span className="visually-hidden">{building.name || position}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={buildings.length >= CityLimits.buildingsMax}
        onClick={() => onChange([...buildings, { key: nextDraftKey(), type: 'tavern', name: '', description: '' }])}
      >
        Add Building
      </button>
    </fieldset>
  );
}
