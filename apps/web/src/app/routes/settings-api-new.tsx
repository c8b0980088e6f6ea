import { useSearchParams } from 'react-router';
import { NewKeyPage } from '../../features/apikeys/components/new-key-page.tsx';

export function Component() {
  const [search] = useSearchParams();
  return (
    <div className="page page--narrow">
      <title>New API key · Tales of Deeds</title>
      <h1>New API key</h1>
      <NewKeyPage name={search.get('name')} scopes={search.get('scopes')} />
    </div>
  );
}
