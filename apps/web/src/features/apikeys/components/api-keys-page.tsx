import { useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@tod/contracts';
import { useId, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { apiKeysQuery, keyCallsQuery, useRevokeApiKey } from '../api.ts';
import { KeyForm } from './key-form.tsx';
import '../apikeys.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

function KeyCalls({ id }: { id: string }) {
  const calls = useQuery(keyCallsQuery(id));
  if (calls.isPending) return <StatusMessage>Loading calls...</StatusMessage>;
  if (calls.isError) return <ErrorMessage>{serverMessageOr(calls.error, 'Failed to load the calls.')}</ErrorMessage>;
  if (calls.data.length === 0) return <p className="empty-state">No calls yet.</p>;
  return (
    <table className="api-keys__calls">
      <caption className="visually-hidden">Latest calls</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Call</th>
          <th scope="col">Answer</th>
          <th scope="col">Address</th>
        </tr>
      </thead>
      <tbody>
        {calls.data.map((call) => (
          <tr key={`${call.at}-${call.endpoint}-${call.status}`}>
            <td>{when(call.at)}</td>
            <td>{`${call.method} ${call.endpoint}`}</td>
            <td>{call.status}</td>
            <td>{call.address}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function KeyItem({ apiKey }: { apiKey: ApiKey }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiKey();
  return (
    <li className="api-keys__item">
      <strong>{apiKey.name}</strong>
      <p className="api-keys__meta">
        <code>{apiKey.prefix}…</code> · reads {apiKey.scopes.join(', ')}
      </p>
      <p className="api-keys__meta">
        Created {when(apiKey.createdAt)} · last used {when(apiKey.lastUsedAt)}
      </p>
      <div className="api-keys__actions">
        <button type="button" className="button button--small button--ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide calls' : `Latest calls of ${apiKey.name}`}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(apiKey.id)}
        >
          {`Revoke ${apiKey.name}`}
        </button>
      </div>
      {revoke.isError && <ErrorMessage>{serverMessageOr(revoke.error, 'Failed to revoke the key.')}</ErrorMessage>}
      {open && <KeyCalls id={apiKey.id} />}
    </li>
  );
}

/** `/settings/api`: the account's keys, each revocable, and a form for a new one. */
export function ApiKeysPage() {
  const id = useId();
  const keys = useQuery(apiKeysQuery);
  return (
    <>
      <p>
        Keys let tools and sites read your character for you, never act for you. Each key reads only what you allow. See the{' '}
        <a href="/api/docs">API reference</a>.
      </p>
      <section className="panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="panel__title">
          Your keys
        </h2>
        {keys.isPending ? (
          <StatusMessage>Loading keys...</StatusMessage>
        ) : keys.isError ? (
          <ErrorMessage>{serverMessageOr(keys.error, 'Failed to load your keys.')}</ErrorMessage>
        ) : keys.data.length === 0 ? (
          <p className="empty-state">You have no API keys.</p>
        ) : (
          <ul className="api-keys__list">
            {keys.data.map((k) => (
              <KeyItem key={k.id} apiKey={k} />
            ))}
          </ul>
        )}
      </section>
      <KeyForm />
    </>
  );
}
