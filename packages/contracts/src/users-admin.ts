import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';
import { storableText } from './text.ts';

/** Accounts one search answers at most (narrow the search to see others). */
export const USER_SEARCH_LIMIT = 50;

/**
 * `GET /api/admin/users?q=`: accounts whose e-mail or one of whose characters' names contains
 * `q` (any case), newest first.
 *
 * @example UserSearchQuerySchema.parse({ q: ' Alice ' }); // { q: 'alice' }
 */
export const UserSearchQuerySchema = z.object({
  q: storableText('Search')
    .trim()
    .toLowerCase()
    .min(2, { error: 'Type at least 2 characters to search.' })
    .max(254, { error: 'Search must be at most 254 characters.' }),
});

/** A character as the account screens list it. */
export const UserCharacterSchema = z.object({ id: z.uuid(), name: z.string(), dead: z.boolean() });

/**
 * One account as Manage Users shows it. `deleted` accounts keep a placeholder e-mail; `sessions`
 * counts the signed-in browsers.
 *
 * @example
 * const u: ManagedUser = {
 *   id: '5f0c…', email: 'ann@example.com', role: 0, createdAt: '2026-06-01T12:00:00.000Z',
 *   deleted: false, sessions: 2, characters: [{ id: '9a1e…', name: 'Ann', dead: false }],
 * };
 */
export const ManagedUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.number().int().min(0).max(3),
  createdAt: DateTimeSchema,
  deleted: z.boolean(),
  sessions: z.number().int().min(0),
  characters: z.array(UserCharacterSchema),
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

/** A signed-in browser of an account (the token itself is never shown). */
export const ManagedSessionSchema = z.object({
  id: z.uuid(),
  createdAt: DateTimeSchema,
  lastUsedAt: DateTimeSchema,
  expiresAt: DateTimeSchema,
});

export const ManagedUserDetailSchema = ManagedUserSchema.extend({ sessionList: z.array(ManagedSessionSchema) });
export type ManagedUserDetail = z.infer<typeof ManagedUserDetailSchema>;

export const ManagedUserIdParamsSchema = z.object({ id: z.uuid({ error: 'Not an account id.' }) });

export const SetRoleInputSchema = z.object({
  role: z
    .number({ error: 'Role must be 0 (player), 1 (moderator), 2 (staff) or 3 (owner).' })
    .int({ error: 'Role must be 0 (player), 1 (moderator), 2 (staff) or 3 (owner).' })
    .min(0, { error: 'Role must be 0 (player), 1 (moderator), 2 (staff) or 3 (owner).' })
    .max(3, { error: 'Role must be 0 (player), 1 (moderator), 2 (staff) or 3 (owner).' }),
});

/** A one-time password reset link for the account's owner, valid for 1 hour. */
export const ResetLinkSchema = z.object({ link: z.string(), expiresAt: DateTimeSchema });

/**
 * Refusal when the caller's role is not above the account's (docs/operations.md, "Staff
 * screens"): staff act on players and moderators, the owner on everyone but themselves.
 */
export const OUTRANKED_MESSAGE = 'You can only manage accounts whose role is below yours.';

/**
 * Manage Users (docs/product-rules.md#admin-screens). Every change is audited (`users.*`) and
 * refused with 403 `users.outranked` on an account whose role is not below the caller's (the
 * caller's own account included); bans and their lifting are the moderation endpoints'.
 */
export const usersAdminApi = {
  search: endpoint({
    method: 'GET',
    access: 'staff',
    path: '/admin/users',
    query: UserSearchQuerySchema,
    response: z.array(ManagedUserSchema),
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    access: 'staff',
    path: '/admin/users/:id',
    params: ManagedUserIdParamsSchema,
    response: ManagedUserDetailSchema,
    errors: refusals('users.not_found'),
  }),
  /** Owner only, as the operator's `set-role`; 409 `users.role_unchanged` when it is already that role. */
  setRole: endpoint({
    method: 'POST',
    access: 'owner',
    path: '/admin/users/:id/role',
    params: ManagedUserIdParamsSchema,
    body: SetRoleInputSchema,
    response: ManagedUserDetailSchema,
    errors: refusals('users.not_found', 'users.outranked', 'users.role_unchanged'),
  }),
  /** Signs the account out of every browser. */
  endSessions: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/admin/users/:id/sessions/end',
    params: ManagedUserIdParamsSchema,
    response: ManagedUserDetailSchema,
    errors: refusals('users.not_found', 'users.outranked'),
  }),
  /** As the operator's `reset-password`: an older unused link stops working. */
  resetLink: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/admin/users/:id/reset-link',
    params: ManagedUserIdParamsSchema,
    response: ResetLinkSchema,
    errors: refusals('users.not_found', 'users.outranked'),
  }),
  /**
   * Owner only: deletes the account as its player would (placeholder e-mail, sessions ended,
   * characters dead and anonymised); 404 when it is already deleted.
   */
  remove: endpoint({
    method: 'DELETE',
    access: 'owner',
    path: '/admin/users/:id',
    params: ManagedUserIdParamsSchema,
    response: ManagedUserDetailSchema,
    errors: refusals('users.not_found', 'users.outranked'),
  }),
};
