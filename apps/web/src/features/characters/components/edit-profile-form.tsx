import type { OwnCharacter } from '@tod/contracts';
import { type FormEvent, useState } from 'react';
import { FormNotice, type Notice } from '@/components/ui/form-notice.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { useUpdateBio, useUploadIcon } from '../api.ts';
import { cropImage } from '../lib/crop-image.ts';
import { BioEditor } from './bio-editor.tsx';
import { actionErrorMessage } from './form-errors.ts';
import { CROP_FAILED, PortraitCropper, type PortraitSelection } from './portrait-cropper.tsx';
import { Portrait } from './portrait.tsx';
import '../characters.css';
import './edit-profile-form.css';

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
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const updateBio = useUpdateBio();
  const uploadIcon = useUploadIcon();

  const save = async () => {
    const bioChanged = bio !== character.bio;
    if (!bioChanged && !portrait) {
      setOutcome({ text: 'No changes to update.' });
      return;
    }
    setOutcome(null);
    if (bioChanged) {
      try {
        const saved = await updateBio.mutateAsync(bio);
        onSaved({ bio: saved.bio });
      } catch (error) {
        setOutcome({ text: actionErrorMessage(error, 'Failed to update bio.'), error: true });
        return;
      }
    }
    if (portrait) {
      let image: Blob;
      try {
        image = await cropImage(portrait.src, portrait.area);
      } catch {
        setOutcome({ text: CROP_FAILED, error: true });
        return;
      }
      try {
        const saved = await uploadIcon.mutateAsync(image);
        onSaved({ icon: saved.icon });
      } catch (error) {
        setOutcome({ text: actionErrorMessage(error, 'Failed to update profile picture.'), error: true });
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
      <FormNotice notice={outcome} />
      <div className="form__actions">
        <SaveButton pending={saving} label="Save Changes" />
      </div>
    </form>
  );
}
