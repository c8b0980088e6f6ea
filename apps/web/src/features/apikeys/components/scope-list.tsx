import { API_SCOPE_TEXT, type ApiScope } from '@tod/contracts';

/** What a key with these scopes reads, in plain words (the texts of packages/contracts/src/apikeys-scopes.ts). */
export function ScopeList({ scopes, label }: { scopes: readonly ApiScope[]; label: string }) {
  return (
    <ul className="api-keys__scopes" aria-label={label}>
      {scopes.map((scope) => (
        <li key={scope}>{API_SCOPE_TEXT[scope]}</li>
      ))}
    </ul>
  );
}
