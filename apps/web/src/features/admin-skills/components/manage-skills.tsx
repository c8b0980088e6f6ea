import { useQuery } from '@tanstack/react-query';
import { type AdminSkill, SKILL_DESCRIPTION_MAX } from '@tod/contracts';
import { useId, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
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
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
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
              setNotice({ text: 'Skill saved.' });
            },
            onError: (error) => setNotice({ text: serverMessageOr(error, 'Failed to save the skill.'), error: true }),
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
      {notice && (
        <p className={notice.error ? 'form-error' : 'form-info'} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={unchanged || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'} <span className="visually-hidden">{skill.name}</span>
        </button>
      </div>
    </form>
  );
}
