import { API_KEY_LIMITS, API_PRESETS, API_SCOPE_TEXT, API_SCOPES, type ApiPreset, type ApiScope } from '@tod/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { useCreateApiKey } from '../api.ts';
import { NewKeySecret } from './new-key-secret.tsx';
import { ScopeList } from './scope-list.tsx';

const PRESET_LABELS: Record<ApiPreset, string> = {
  public: 'Public: what anyone can see',
  status: 'Status: cooldowns, jail, travel and location',
  stats: 'Stats: gold, experience, alignment and skills',
  events: 'Events: your event log',
};

const presetOf = (scopes: readonly ApiScope[]): ApiPreset | 'custom' =>
  (Object.entries(API_PRESETS).find(
    ([, preset]) => preset.length === scopes.length && preset.every((s) => scopes.includes(s)),
  )?.[0] as ApiPreset | undefined) ?? 'custom';

/** Names a key and picks what it may read: a preset or any set of scopes. */
export function KeyForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([...API_PRESETS.public]);
  const [custom, setCustom] = useState(false);
  const create = useCreateApiKey();
  const choice = custom ? 'custom' : presetOf(scopes);
  const toggle = (scope: ApiScope) =>
    setScopes((now) => API_SCOPES.filter((s) => (s === scope ? !now.includes(s) : now.includes(s))));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, scopes }, { onSuccess: () => setName('') });
  };
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        New key
      </h2>
      <form onSubmit={submit}>
        <label htmlFor={`${id}-name`}>Name (which tool will use it)</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={API_KEY_LIMITS.nameMax}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <fieldset className="api-keys__fieldset">
          <legend>Access</legend>
          {(Object.keys(API_PRESETS) as ApiPreset[]).map((preset) => (
            <label key={preset}>
              <input
                type="radio"
                name={`${id}-preset`}
                checked={choice === preset}
                onChange={() => {
                  setCustom(false);
                  setScopes([...API_PRESETS[preset]]);
                }}
              />{' '}
              {PRESET_LABELS[preset]}
            </label>
          ))}
          <label>
            <input type="radio" name={`${id}-preset`} checked={choice === 'custom'} onChange={() => setCustom(true)} /> Custom
          </label>
        </fieldset>
        {choice === 'custom' && (
          <fieldset className="api-keys__fieldset">
            <legend>Scopes</legend>
            {API_SCOPES.map((scope) => (
              <label key={scope}>
                <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} /> {scope}:{' '}
                {API_SCOPE_TEXT[scope]}
              </label>
            ))}
          </fieldset>
        )}
        <p>A tool holding this key will be able to read:</p>
        <ScopeList scopes={scopes} label="What the key reads" />
        <button type="submit" className="button" disabled={create.isPending || scopes.length === 0}>
          Create key
        </button>
      </form>
      {create.isError && <ErrorMessage>{serverMessageOr(create.error, 'Failed to create the key.')}</ErrorMessage>}
      {create.data && <NewKeySecret created={create.data} />}
    </section>
  );
}
