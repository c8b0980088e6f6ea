import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '@tod/contracts';
import { type FormEvent, useId, useState } from 'react';
import { LazyMarkdown } from '@/components/markdown/lazy-markdown.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { errorDetail } from '@/lib/http-errors.ts';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { adminAnnouncementsQuery, useCreateAnnouncement, useDeleteAnnouncement } from '../api.ts';
import type { Notify } from '@/components/ui/flash.tsx';

interface Props {
  notify: Notify;
  onChanged?: () => void;
}

export function AnnouncementList({ notify, onChanged }: Props) {
  const list = useQuery(adminAnnouncementsQuery);
  const remove = useDeleteAnnouncement(onChanged);
  const [pending, setPending] = useState<Announcement | null>(null);

  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => notify({ kind: 'success', text: 'Announcement deleted successfully!' }),
      onError: (error) => notify({ kind: 'error', text: `Failed to delete announcement: ${errorDetail(error)}` }),
      onSettled: () => setPending(null),
    });
  };

  if (list.isPending) return <StatusMessage>Loading announcements...</StatusMessage>;
  if (list.isError) return <ErrorMessage>{`Failed to load announcements: ${errorDetail(list.error)}`}</ErrorMessage>;
  return (
    <>
      <h2 className="visually-hidden">Announcements</h2>
      {list.data.length === 0 ? (
        <p className="empty-state">No announcements yet. Create one to get started!</p>
      ) : (
        <ul className="admin-list">
          {list.data.map((item) => (
            <li key={item.id} className="admin-item">
              <div className="admin-item__body">
                <time className="admin-item__meta" dateTime={item.date}>
                  {new Date(item.date).toLocaleDateString()}
                </time>
                <h3 className="admin-item__title">{item.title}</h3>
                <LazyMarkdown className="admin-item__text" headingOffset={3}>
                  {item.content}
                </LazyMarkdown>
              </div>
              <div className="admin-item__actions">
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={`Delete announcement ${item.title}`}
                  onClick={() => setPending(item)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Delete announcement?"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>Are you sure you want to delete this announcement?</p>
      </ConfirmDialog>
    </>
  );
}

export function AnnouncementForm({ notify, onChanged, onDone }: Props & { onDone: () => void }) {
  const id = useId();
  const create = useCreateAnnouncement(onChanged);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  // docs/product-rules.md#input-rules: both are required, so saving stays off until both hold text.
  const ready = title.trim() !== '' && content.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate(
      { title, content },
      {
        onSuccess: () => {
          notify({ kind: 'success', text: 'Announcement created successfully!' });
          setTitle('');
          setContent('');
          onDone();
        },
        onError: (error) => notify({ kind: 'error', text: `Failed to create announcement: ${errorDetail(error)}` }),
      },
    );
  };

  return (
    <form className="form admin-form" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Add Announcement</h2>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} value={title} maxLength={200} required onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`}>Content</label>
        <textarea
          id={`${id}-content`}
          value={content}
          rows={6}
          maxLength={5000}
          required
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      <p className="field__hint">Title and content are both required. Content is markdown: **bold**, *italic*, lists, links.</p>
      {(title.trim() !== '' || content.trim() !== '') && (
        <section className="announcement-preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="announcement-preview__label">
            Preview: as players will read it
          </h3>
          <article className="announcement">
            <p className="announcement__title">{title}</p>
            <LazyMarkdown className="announcement__content" headingOffset={3}>
              {content}
            </LazyMarkdown>
          </article>
        </section>
      )}
      <div className="form__actions">
        <SaveButton pending={create.isPending} disabled={!ready} label="Create Announcement" />
      </div>
    </form>
  );
}
