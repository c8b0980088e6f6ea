import type { City } from '@tod/contracts';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { alignmentBand } from '@tod/game';
import { positionText } from '../city-values.ts';
import '../admin-cities.css';

/** One picture per band of the alignment table (docs/product-rules.md#alignment-titles: the city icon follows the bands). */
const BAND_ICON: Record<string, string> = {
  Virtuous: '😇',
  Good: '🏰',
  'Slightly Good': '🌤️',
  Neutral: '⚖️',
  'Slightly Evil': '🌫️',
  Evil: '🌑',
  Wicked: '💀',
  Unknown: '❔',
};

function CityIcon({ alignment }: { alignment: number | null | undefined }) {
  const band = alignmentBand(alignment);
  return (
    <span className="city-icon" role="img" aria-label={band.label}>
      {BAND_ICON[band.label] ?? BAND_ICON.Unknown}
    </span>
  );
}

export function CitiesTable({
  cities,
  disabled,
  onEdit,
  onDelete,
}: {
  cities: readonly City[];
  /** Row actions wait while a form is open (one edit at a time). */
  disabled: boolean;
  onEdit: (city: City) => void;
  onDelete: (city: City) => void;
}) {
  return (
    <TableScroll label="Cities">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Icon</th>
            <th scope="col">Name</th>
            <th scope="col">Alignment</th>
            <th scope="col">Position</th>
            <th scope="col">Owner</th>
            <th scope="col">Buildings</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {cities.map((city) => {
            const band = alignmentBand(city.alignment);
            return (
              <tr key={city.id}>
                <td>
                  <CityIcon alignment={city.alignment} />
                </td>
                <th scope="row">{city.name}</th>
                <td>
                  <span className={`tone tone--${band.tone}`}>{band.label}</span>{' '}
                  <span className="nowrap">({city.alignment})</span>
                </td>
                <td className="nowrap">{positionText(city)}</td>
                <td>{city.ownerName ?? (city.owner ? city.owner : 'None')}</td>
                <td>{city.buildings.length}</td>
                <td>
                  <div className="table-actions">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={disabled}
                      aria-label={`Edit ${city.name}`}
                      onClick={() => onEdit(city)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button--danger button--small"
                      disabled={disabled}
                      aria-label={`Delete ${city.name}`}
                      onClick={() => onDelete(city)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
