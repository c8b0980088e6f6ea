import { API_KEY_LIMITS, parseScopeList } from '@tod/contracts';
import { Link } from 'react-router';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { useCreateApiKey } from '../api.ts';
import { NewKeySecret } from './new-key-secret.tsx';
import { ScopeList } from './scope-list.tsx';
import '../apikeys.css';

/**
 * `/settings/api/new?name=...&scopes=...`: the link a tool sends. It shows the player, before
 * anything is made, which tool asks and what it would read, in plain words.
 */
export function NewKeyPage({ name, scopes }: { name: string | null; scopes: string | null }) {
  const create = useCreateApiKey();
  const wanted = scopes ? parseScopeList(scopes) : null;
  const toolName = (name ?? '').trim().slice(0, API_KEY_LIMITS.nameMax);
  if (!toolName || !wanted) {
    return (
      <ErrorMessage>
        This link does not say which tool asks or what it wants to read. Make a key yourself on the{' '}
        <Link to="/settings/api">API keys</Link> page.
      </ErrorMessage>
    );
  }
  if (create.data) {
    return (
      <>
        <NewKeySecret created={create.data} />
        <p>
          Give the key to {toolName}. You can revoke it any time on the <Link to="/settings/api">API keys</Link> page.
        </p>
      </>
    );
  }
  return (
    <section className="panel" aria-labelledby="new-key-title">
      <h2 id="new-key-title" className="panel__title">
        {`“${toolName}” asks for a key`}
      </h2>
      <p>With this key, {toolName} will be able to read:</p>
      <ScopeList scopes={wanted} label="What the tool will read" />
      <p>It will never be able to act for you, spend your gold or change anything.</p>
      <div className="api-keys__actions">
        <button
          type="button"
          className="button"
          disabled={create.isPending}
          onClick={() => create.mutate({ name: toolName, scopes: wanted })}
        >
          Create the key
        </button>
        <Link to="/settings/api" className="button button--ghost">
          Cancel
        </Link>
      </div>
      {create.isError && <ErrorMessage>{serverMessageOr(create.error, 'Failed to create the key.')}</ErrorMessage>}
    </section>
  );
}
