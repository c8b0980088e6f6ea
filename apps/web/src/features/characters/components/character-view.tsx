import { useQuery } from '@tanstack/react-query';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { characterQuery } from '../api.ts';
import { CharacterDetails } from './character-details.tsx';

/** docs/api.md#errors-on-screen: 'Failed to fetch character' for an error answer, another text for an exception. */
function characterLoadError(error: unknown): string {
  if (!isApiError(error)) return 'An error occurred while fetching character data';
  if (error.status === 404 || error.status === 400) return 'Character not found';
  return 'Failed to fetch character';
}

export function CharacterView({ id }: { id: string }) {
  const character = useQuery(characterQuery(id));
  if (character.isPending) return <StatusMessage>Loading character data...</StatusMessage>;
  if (character.isError) {
    const message = characterLoadError(character.error);
    return message === 'Character not found' ? <StatusMessage>{message}</StatusMessage> : <ErrorMessage>{message}</ErrorMessage>;
  }
  return <CharacterDetails character={character.data} />;
}
