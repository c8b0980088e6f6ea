import { z } from 'zod';
import { OwnCharacterSchema } from './characters.ts';
import { endpoint } from './http.ts';

export const CredentialsInputSchema = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Email must be at most 254 characters.' })
    .pipe(z.email({ error: 'Enter a valid email address.' })),
  password: z
    .string({ error: 'Password is required.' })
    .min(8, { error: 'Password must be at least 8 characters.' })
    .max(256, { error: 'Password must be at most 256 characters.' }),
});
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

export const accountsApi = {
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    body: CredentialsInputSchema,
    response: AccountSchema,
    status: 201,
  }),
  login: endpoint({ method: 'POST', path: '/auth/login', body: CredentialsInputSchema, response: AccountSchema }),
  logout: endpoint({ method: 'GET', path: '/auth/logout', response: z.object({ ok: z.literal(true) }) }),
  account: endpoint({ method: 'GET', path: '/auth/account', response: AccountSchema }),
};
