import { buildPath, messagesApi } from '@tod/contracts';
import type { TestApp } from '../kit.ts';

/** The direct-message calls as one player makes them. */
export function messageCalls(t: TestApp) {
  return {
    send: (cookie: string | undefined, to: string, message: unknown) =>
      t.request({ method: 'POST', url: `/api${buildPath(messagesApi.send.path, { id: to })}`, cookie, payload: { message } }),
    list: (cookie: string) => t.request({ method: 'GET', url: `/api${messagesApi.list.path}`, cookie }),
    unread: (cookie: string) => t.request({ method: 'GET', url: `/api${messagesApi.unread.path}`, cookie }),
    read: (cookie: string, id: string, before?: number) =>
      t.request({
        method: 'GET',
        url: `/api${buildPath(messagesApi.read.path, { id })}${before ? `?before=${before}` : ''}`,
        cookie,
      }),
    markRead: (cookie: string, id: string) =>
      t.request({ method: 'POST', url: `/api${buildPath(messagesApi.markRead.path, { id })}`, cookie }),
    keep: (cookie: string, id: string, kept: unknown) =>
      t.request({ method: 'PUT', url: `/api${buildPath(messagesApi.keep.path, { id })}`, cookie, payload: { kept } }),
    remove: (cookie: string, id: string) =>
      t.request({ method: 'DELETE', url: `/api${buildPath(messagesApi.remove.path, { id })}`, cookie }),
  };
}

/** Makes the account old and the character level 3, so the new-account rule does not apply. */
export async function seasoned(t: TestApp, p: { userId: string; character: { id: string } }) {
  const old = new Date(t.clock.now().getTime() - 30 * 86_400_000).toISOString();
  await t.database.query('UPDATE users SET created_at = $1 WHERE id = $2', [old, p.userId]);
  await t.database.query('UPDATE characters SET level = 3 WHERE id = $1', [p.character.id]);
}
