import { useSearchParams } from 'react-router';
import { CharacterSearch } from '../../features/characters/components/character-search.tsx';

export function Component() {
  const [params, setParams] = useSearchParams();
  return (
    <div className="page">
      <title>Search Players · Tales of Deeds</title>
      <h1>Search Players</h1>
      <CharacterSearch query={params.get('q') ?? ''} onSearch={(text) => setParams(text ? { q: text } : {})} />
    </div>
  );
}
