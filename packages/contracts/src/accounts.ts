import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { storableText } from './text.ts';
import { OwnCharacterSchema } from './characters.ts';
import { DateTimeSchema } from './common.ts';
import { OkSchema } from './errors.ts';
import { endpoint, refusal } from './http.ts';

/** An e-mail as accounts keep it: trimmed and lower-cased, so one address is one account. */
export const EmailSchema = storableText('Email', { error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email must be at most 254 characters.' })
  .pipe(z.email({ error: 'Enter a valid email address.' }));

/** A new password: 8 to 256 characters, kept exactly as typed. */
export const PasswordSchema = storableText('Password', { error: 'Password is required.' })
  .min(8, { error: 'Password must be at least 8 characters.' })
  .max(256, { error: 'Password must be at most 256 characters.' });

/** The password that proves it is the owner asking (never checked for length: old rules may differ). */
const CurrentPasswordSchema = storableText('Password', { error: 'Password is required.' })
  .min(1, { error: 'Password is required.' })
  .max(256, { error: 'Password must be at most 256 characters.' });

export const CredentialsInputSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type CredentialsInput = z.infer<typeof CredentialsInputSchema>;

/** Roles: 0 player, 1 moderator, 2 staff (admin area), 3 owner. */
export const Role = { player: 0, moderator: 1, staff: 2, owner: 3 } as const;
export const ADMIN_ROLE = Role.staff;

export const AccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.number().int(),
  isAdmin: z.boolean(),
  /** The living character, or the latest dead one (marked dead), or null. */
  playerCharacter: OwnCharacterSchema.nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

/**
 * `POST /api/auth/password`: a new password. Every other session of the account ends; the one
 * that asked stays signed in. A wrong current password answers 403 `auth.wrong_password`; wrong
 * passwords here, in the e-mail change and in deletion count as failed logins (5 in 15 minutes,
 * then 429 `auth.throttled`).
 *
 * @example
 * ChangePasswordInputSchema.parse({ currentPassword: 'old secret', newPassword: 'a new secret' });
 */
export const ChangePasswordInputSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;

/**
 * `POST /api/auth/email`: a new e-mail (normalised like registration), confirmed with the
 * password. 409 `auth.email_taken` when another account has it.
 *
 * @example
 * ChangeEmailInputSchema.parse({ email: ' New@Example.com ', password: 'secret12' }); // email 'new@example.com'
 */
export const ChangeEmailInputSchema = z.object({ email: EmailSchema, password: CurrentPasswordSchema });
export type ChangeEmailInput = z.input<typeof ChangeEmailInputSchema>;

/**
 * `POST /api/auth/delete`: deletes the signed-in account for good, confirmed with the password.
 * Every session ends (the cookie is cleared); the account's characters stay in the world as
 * dead, anonymised characters ({@link departedName}), so chat history and reports keep making
 * sense.
 *
 * @example
 * DeleteAccountInputSchema.parse({ password: 'secret12' });
 */
export const DeleteAccountInputSchema = z.object({ password: CurrentPasswordSchema });
export type DeleteAccountInput = z.input<typeof DeleteAccountInputSchema>;

/**
 * The public name a deleted account's character takes: "Departed #" and the first 8 characters
 * of its id.
 *
 * @example
 * departedName('7c9e6679-7425-40de-944b-e07fc1f90ae7'); // 'Departed #7c9e6679'
 */
export const departedName = (characterId: string) => `Departed #${characterId.slice(0, 8)}`;

/** A one-time password reset link stays valid this long (the operator prints it). */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * The web page a reset link opens: `<PUBLIC_URL>/reset-password?token=<token>`. The page posts
 * the token with the new password to {@link accountsApi.resetPassword}.
 */
export const RESET_PASSWORD_PAGE = '/reset-password';

/**
 * `POST /api/auth/reset-password`: sets a new password with a one-time token from
 * `npm run cli -- reset-password EMAIL`. Every session of the account ends (sign in afterwards).
 * An unknown, used or expired token answers 400 `auth.reset_invalid`.
 *
 * @example
 * ResetPasswordInputSchema.parse({ token: 'kq3…', password: 'a new secret' });
 */
export const ResetPasswordInputSchema = z.object({
  token: storableText('The reset link', { error: 'The reset link is incomplete.' })
    .trim()
    .min(20, { error: 'The reset link is incomplete.' })
    .max(200, { error: 'The reset link is incomplete.' }),
  password: PasswordSchema,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordInputSchema>;

/**
 * `details` of a login refused because the account is banned (403 `auth.banned`); `endsAt`
 * null means the ban never ends. The message already says both, e.g.
 * "This account is banned until 2026-06-08 12:00 UTC. Reason: spam."
 */
export const BannedDetailsSchema = z.object({ reason: z.string(), endsAt: DateTimeSchema.nullable() });
export type BannedDetails = z.infer<typeof BannedDetailsSchema>;

/**
 * `GET /api/auth/session`: who is signed in, asked so that "nobody" is an answer, not an error:
 * 200 with `account: null` for a visitor, where `GET /api/auth/account` answers 401 (which the
 * browser logs as a failed request on every visitor's page load; docs/hardening.md).
 *
 * @example
 * SessionSchema.parse({ account: null }); // a visitor
 */
export const SessionSchema = z.object({ account: AccountSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;

/**
 * The id of the element in which the server's page carries the {@link SessionSchema} answer for
 * the navigation's own session: `<script type="application/json" id="tod-session">`. The app
 * reads it before its first render instead of asking `GET /api/auth/session` (ADR 0026).
 *
 * @example
 * JSON.parse(document.getElementById(PAGE_SESSION_ELEMENT_ID)?.textContent ?? 'null'); // { account: null }
 */
export const PAGE_SESSION_ELEMENT_ID = 'tod-session';

export const accountsApi = {
  register: endpoint({
    method: 'POST',
    access: 'visitor',
    path: '/auth/register',
    body: CredentialsInputSchema,
    response: AccountSchema,
    status: 201,
    errors: refusals('auth.email_taken', 'auth.busy'),
  }),
  login: endpoint({
    method: 'POST',
    access: 'visitor',
    path: '/auth/login',
    body: CredentialsInputSchema,
    response: AccountSchema,
    errors: refusals('auth.invalid_credentials', 'auth.banned', 'auth.throttled', 'auth.busy'),
  }),
  logout: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/auth/logout',
    response: OkSchema,
    // A GET that changes state: only the site's own script may make it (docs/hardening.md).
    errors: [refusal(403, 'auth.forbidden', 'not a script call of this site (`x-tod-client: web`)')],
  }),
  account: endpoint({ method: 'GET', access: 'player', path: '/auth/account', response: AccountSchema, errors: [] }),
  session: endpoint({ method: 'GET', access: 'visitor', path: '/auth/session', response: SessionSchema, errors: [] }),
  changePassword: endpoint({
    method: 'POST',
    access: 'player',
    path: '/auth/password',
    body: ChangePasswordInputSchema,
    response: OkSchema,
    errors: refusals('auth.wrong_password', 'auth.throttled', 'auth.busy'),
  }),
  changeEmail: endpoint({
    method: 'POST',
    access: 'player',
    path: '/auth/email',
    body: ChangeEmailInputSchema,
    response: AccountSchema,
    errors: refusals('auth.wrong_password', 'auth.email_taken', 'auth.throttled', 'auth.busy'),
  }),
  deleteAccount: endpoint({
    method: 'POST',
    access: 'player',
    path: '/auth/delete',
    body: DeleteAccountInputSchema,
    response: OkSchema,
    errors: refusals('auth.wrong_password', 'auth.no_such_account', 'auth.throttled', 'auth.busy'),
  }),
  resetPassword: endpoint({
    method: 'POST',
    access: 'visitor',
    path: '/auth/reset-password',
    body: ResetPasswordInputSchema,
    response: OkSchema,
    errors: refusals('auth.reset_invalid', 'auth.busy'),
  }),
};
