import { useParams } from 'react-router';
import { CharacterView } from '../../features/characters/components/character-view.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="page">
      <CharacterView key={id} id={id} />
    </div>
  );
}
