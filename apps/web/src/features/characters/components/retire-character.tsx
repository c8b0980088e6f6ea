import type { OwnCharacter } from '@tod/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { useRetireCharacter } from '../api.ts';
import { actionErrorMessage } from './form-errors.ts';

/** docs/product-rules.md#characters: a character dies by the player's own choice, after a confirmation. */
export function RetireCharacter({
  character,
  onRetired,
}: {
  character: OwnCharacter;
  onRetired: (character: OwnCharacter) => void;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const retire = useRetireCharacter();

  const confirm = () => {
    setError(null);
    retire.mutate(undefined, {
      onSuccess: (retired) => {
        setOpen(false);
        onRetired(retired);
      },
      onError: (err) => {
        setOpen(false);
        setError(actionErrorMessage(err, 'Failed to retire character.'));
      },
    });
  };

  return (
    <section className="danger-zone" aria-labelledby="retire-heading">
      <h2 id="retire-heading">Retire character</h2>
      <p>
        Retiring ends {character.username}'s adventures for good. Their page stays, marked as dead, and their child code{' '}
        <code>{character.childCode}</code> lets your next character inherit part of their gold.
      </p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Retire character
      </button>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <ConfirmDialog
        open={open}
        title={`Retire ${character.username}?`}
        confirmLabel={retire.isPending ? 'Retiring...' : 'Yes, retire'}
        busy={retire.isPending}
        danger
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>This cannot be undone. You will go on to create a new character.</p>
      </ConfirmDialog>
    </section>
  );
}
