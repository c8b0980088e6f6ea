import { ApiKeysPage } from '../../features/apikeys/components/api-keys-page.tsx';

export function Component() {
  return (
    <div className="page page--narrow">
      <title>API keys · Tales of Deeds</title>
      <h1>API keys</h1>
      <ApiKeysPage />
    </div>
  );
}
