import { useQuery } from '@tanstack/react-query';
import { type AdminSkill, SKILL_DESCRIPTION_MAX } from '@tod/contracts';
import { useId, useState } from 'react';
import { FormNotice, useNotice } from '@/components/ui/form-notice.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { adminSkillsQuery, useSaveSkill } from '../api.ts';

/** Manage Skills: every skill with its description, each saved on its own. */
export function ManageSkills() {
  const skills = useQuery(adminSkillsQuery);
  return (
    <div className="page admin-page">
      <h1>Manage Skills</h1>
      <p>Names are fixed: deeds require skills by name. Players read the description on the training page.</p>
      {skills.isPending ? (
        <StatusMessage>Loading skills...</StatusMessage>
      ) : skills.isError ? (
        <ErrorMessage>Failed to load skills. Please try again later.</ErrorMessage>
      ) : skills.data.length === 0 ? (
        <p className="empty-state">No skills yet.</p>
      ) : (
        skills.data.map((skill) => <SkillForm key={skill.id} skill={skill} />)
      )}
    </div>
  );
}

function SkillForm({ skill }: { skill: AdminSkill }) {
  const id = useId();
  const [text, setText] = useState(skill.description);
  const { notice, setNotice, done, failed } = useNotice();
  const save = useSaveSkill();
  const unchanged = text.trim() === skill.description;
  return (
    <form
      className="form panel admin-form"
      aria-labelledby={`${id}-name`}
      onSubmit={(event) => {
        event.preventDefault();
        setNotice(null);
        save.mutate(
          { id: skill.id, description: text },
          {
            onSuccess: (saved) => {
              setText(saved.description);
              done('Skill saved.');
            },
            onError: failed('Failed to save the skill.'),
          },
        );
      }}
    >
      <h2 id={`${id}-name`}>{skill.name}</h2>
      <div className="field">
        <label htmlFor={`${id}-text`}>Description</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          maxLength={SKILL_DESCRIPTION_MAX}
          value={text}
          aria-describedby={`${id}-count`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-count`} className="field__hint">
          {text.length} / {SKILL_DESCRIPTION_MAX} characters
        </p>
      </div>
      <FormNotice notice={notice} />
      <div className="form__actions">
        <SaveButton pending={save.isPending} disabled={unchanged} name={skill.name} />
      </div>
    </form>
  );
}
