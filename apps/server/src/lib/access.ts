import { type Access, Role } from '@tod/contracts';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';

/**
 * The account behind a request. Its full shape belongs to the accounts module, which fills in
 * this registry (`declare module`) next to the session hook that sets `req.actor`; this layer
 * only needs the id and the role, so it does not import the module above it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging from modules/accounts.
export interface ActorRegistry {}
interface BaseActor {
  userId: string;
  role: number;
}
export type Actor = ActorRegistry extends { actor: infer A extends BaseActor } ? A : BaseActor;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null. */
    actor: Actor | null;
  }
}

/** What a handler of an endpoint with this access receives as its caller. */
export type ActorOf<A extends Access> = A extends 'visitor' ? Actor | null : Actor;

/** The least role of each access level above `player` (docs/architecture.md, "Access"). */
const LEAST_ROLE: Record<Access, number | null> = {
  visitor: null,
  player: Role.player,
  moderator: Role.moderator,
  staff: Role.staff,
  owner: Role.owner,
};

/** Refuses a caller the access level does not admit: 401 when signed out, 403 below the role. */
function admit(req: FastifyRequest, access: Access): void {
  const least = LEAST_ROLE[access];
  if (least === null) return;
  if (!req.actor) throw unauthorized();
  if (req.actor.role < least) throw forbidden();
}

/**
 * The access check as a route hook. It runs as the request arrives, before the body is read or
 * validated: a caller who may not call learns nothing about what the input should be.
 */
export const accessHook =
  (access: Access): onRequestHookHandler =>
  (req, _reply, done) => {
    try {
      admit(req, access);
      done();
    } catch (err) {
      done(err as Error);
    }
  };
