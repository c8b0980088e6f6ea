import type { OwnCharacter } from '@tod/contracts';
import { type FormEvent, useState } from 'react';
import { useUpdateBio, useUploadIcon } from '../api.ts';
import { cropImage } from '../lib/crop-image.ts';
import { BioEditor } from './bio-editor.tsx';
import { actionErrorMessage } from './form-errors.ts';
import { CROP_FAILED, PortraitCropper, type PortraitSelection } from './portrait-cropper.tsx';
import { Portrait } from './portrait.tsx';
import '../characters.css';
import './edit-profile-form.css';

type Outcome = { kind: 'error' | 'info'; text: string } | null;

/**
 * docs/product-rules.md#profile-edit (profile edit): the bio is saved first, then the portrait; the first failure stops the
 * rest and shows the server's message.
 */
export function EditProfileForm({
  character,
  onSaved,
  onDone,
}: {
  character: OwnCharacter;
  onSaved: (update: Partial<OwnCharacter>) => void;
  onDone: () => void;
}) {
  const [bio, setBio] = useState(character.bio);
  const [portrait, setPortrait] = useState<PortraitSelection | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const updateBio = useUpdateBio();
  const uploadIcon = useUploadIcon();

  const save = async () => {
    const bioChanged = bio !== character.bio;
    if (!bioChanged && !portrait) {
      setOutcome({ kind: 'info', text: 'No changes to update.' });
      return;
    }
    setOutcome(null);
    if (bioChanged) {
      try {
        const saved = await updateBio.mutateAsync(bio);
        onSaved({ bio: saved.bio });
      } catch (error) {
        setOutcome({ kind: 'error', text: actionErrorMessage(error, 'Failed to update bio.') });
        return;
      }
    }
    if (portrait) {
      let image: Blob;
      try {
        image = await cropImage(portrait.src, portrait.area);
      } catch {
        setOutcome({ kind: 'error', text: CROP_FAILED });
        return;
      }
      try {
        const saved = await uploadIcon.mutateAsync(image);
        onSaved({ icon: saved.icon });
      } catch (error) {
        setOutcome({ kind: 'error', text: actionErrorMessage(error, 'Failed to update profile picture.') });
        return;
      }
    }
    onDone();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    void save().finally(() => setSaving(false));
  };

  return (
    <form className="form edit-profile" onSubmit={submit} aria-label="Edit Profile">
      <fieldset className="edit-profile__portrait">
        <legend>Portrait</legend>
        <div className="edit-profile__current">
          <Portrait icon={character.icon} name={character.username} size="small" />
          <span className="field__hint">Current portrait</span>
        </div>
        <PortraitCropper onChange={setPortrait} />
      </fieldset>
      <BioEditor value={bio} onChange={setBio} />
      {outcome && (
        <p className={outcome.kind === 'error' ? 'form-error' : 'form-info'} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
