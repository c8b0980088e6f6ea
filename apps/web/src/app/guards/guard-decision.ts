import type { Account } from '@tod/contracts';
import { GameConstants } from '@tod/game';
import type { AccountStatus } from '../../features/accounts/api.ts';

export type GuardDecision = { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

const loading: GuardDecision = { kind: 'loading' };
const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

export const hasLivingCharacter = (account: Account | null): boolean =>
  Boolean(account?.playerCharacter && !account.playerCharacter.dead);

export const isStaff = (account: Account | null): boolean => (account?.role ?? 0) >= GameConstants.roles.adminThreshold;

/** Moderators (role 1) and above: the moderation screens and the moderation tools in context. */
export const isModerator = (account: Account | null): boolean => (account?.role ?? 0) >= GameConstants.roles.moderator;

/**
 * The guard of docs/product-rules.md#routes-and-guard: wait while the user loads; a visitor
 * known to be signed out goes to / (and sees the home page there); no character or a dead one goes to character creation.
 */
export function characterGuard(status: AccountStatus, account: Account | null, pathname: string): GuardDecision {
  if (status === 'loading') return loading;
  if (status === 'signed-out' || !account) return pathname === '/' ? allow : redirect('/');
  return hasLivingCharacter(account) ? allow : redirect('/character/create');
}

/** Create Character: only for a signed-in player without a living character. */
export function createCharacterGuard(status: AccountStatus, account: Account | null): GuardDecision {
  if (status === 'loading') return loading;
  if (status === 'signed-out' || !account || hasLivingCharacter(account)) return redirect('/');
  return allow;
}

/** Moderation screens: role 1 or higher; everyone else goes to /, as from the admin screens. */
export function moderatorGuard(status: AccountStatus, account: Account | null): GuardDecision {
  if (status === 'loading') return loading;
  return isModerator(account) ? allow : redirect('/');
}

/** Admin screens: role 2 or higher; everyone else goes to /. */
export function adminGuard(status: AccountStatus, account: Account | null): GuardDecision {
  if (status === 'loading') return loading;
  return isStaff(account) ? allow : redirect('/');
}
