import { useQuery } from '@tanstack/react-query';
import type { City } from '@tod/contracts';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Flash } from '@/components/ui/flash.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorDetail, statusOnly } from '@/lib/http-errors.ts';
import { adminCitiesQuery, useCreateCity, useDeleteCity, useUpdateCity } from '../api.ts';
import { type CityDraft, cityCount, cityInput, filterCities } from '../city-values.ts';
import { CitiesTable } from './cities-table.tsx';
import { CityForm } from './city-form.tsx';
import '../admin-cities.css';

type Mode = { kind: 'idle' } | { kind: 'creating' } | { kind: 'editing'; city: City };

/** '{status} - {body}' of docs/api.md#errors-on-screen (staff cities); a network failure has no status, only its message. */
const statusAndBody = (error: unknown) => (isApiError(error) ? `${error.status} - ${errorDetail(error)}` : errorDetail(error));

/** Manage Cities. `onCitiesChanged` runs after every successful save or delete (other caches may refresh). */
export function ManageCities({ onCitiesChanged }: { onCitiesChanged?: () => void }) {
  const id = useId();
  const cities = useQuery(adminCitiesQuery);
  const create = useCreateCity(onCitiesChanged);
  const update = useUpdateCity(onCitiesChanged);
  const remove = useDeleteCity(onCitiesChanged);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [pendingDelete, setPendingDelete] = useState<City | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const createButton = useRef<HTMLButtonElement>(null);
  const formOpen = mode.kind !== 'idle';

  const closeForm = () => {
    setMode({ kind: 'idle' });
    // The form disappears with the focus in it: hand the focus back to where forms start.
    requestAnimationFrame(() => createButton.current?.focus());
  };

  const submit = (draft: CityDraft) => {
    setError(null);
    if (mode.kind === 'editing') {
      update.mutate(
        { id: mode.city.id, body: cityInput(draft, 'edit') },
        { onSuccess: closeForm, onError: (e) => setError(`Failed to update city: ${statusAndBody(e)}`) },
      );
    } else {
      create.mutate(cityInput(draft, 'create'), {
        onSuccess: closeForm,
        onError: (e) => setError(`Failed to create city: ${statusAndBody(e)}`),
      });
    }
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    setError(null);
    remove.mutate(pendingDelete.id, {
      // The server says why a city cannot go (starting city, people still there): show it after the status.
      onError: (e) =>
        setError(`Failed to delete city: ${statusOnly(e)}${isApiError(e) && e.serverMessage ? ` - ${e.serverMessage}` : ''}`),
      onSettled: () => setPendingDelete(null),
    });
  };

  const table = () => {
    if (cities.isPending)
      return (
        <div className="loading-spinner">
          <span className="spinner" aria-hidden="true" />
          <StatusMessage>Loading cities...</StatusMessage>
        </div>
      );
    if (cities.isError) return <ErrorMessage>{`Failed to fetch cities: ${statusOnly(cities.error)}`}</ErrorMessage>;
    const shown = filterCities(cities.data, search);
    return (
      <>
        <div className="admin-toolbar">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            Search cities
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="admin-toolbar__search"
            placeholder="Search cities..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="admin-toolbar__count" aria-live="polite">
            {cityCount(shown.length)}
          </p>
        </div>
        {shown.length === 0 ? (
          <p className="empty-state">{cities.data.length === 0 ? 'No cities found' : 'No cities match your search'}</p>
        ) : (
          <CitiesTable
            cities={shown}
            disabled={formOpen}
            onEdit={(city) => {
              setError(null);
              setMode({ kind: 'editing', city });
            }}
            onDelete={setPendingDelete}
          />
        )}
      </>
    );
  };

  return (
    <div className="page admin-page">
      <div className="admin-heading">
        <h1>Manage Cities</h1>
        <button
          ref={createButton}
          type="button"
          className="button button--primary"
          disabled={formOpen}
          onClick={() => {
            setError(null);
            setMode({ kind: 'creating' });
          }}
        >
          Create New City
        </button>
      </div>
      <Flash notice={error ? { kind: 'error', text: error } : null} onDismiss={() => setError(null)} />
      {formOpen && (
        <CityForm
          key={mode.kind === 'editing' ? mode.city.id : 'new'}
          editing={mode.kind === 'editing' ? mode.city : null}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={closeForm}
        />
      )}
      <section className="panel admin-section" aria-label="All cities">
        {table()}
      </section>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete City"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        <p>Are you sure you want to delete {pendingDelete?.name ?? 'this city'}?</p>
        <p className="dialog__warning">This action cannot be undone!</p>
      </ConfirmDialog>
    </div>
  );
}
