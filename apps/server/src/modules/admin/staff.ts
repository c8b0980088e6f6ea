import { ADMIN_ROLE } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../plugins/session.ts';

/**
 * Registers routes that only staff (or a higher role) may call. The role is checked as the
 * request arrives, before its body is read or validated, so a signed-out caller gets 401 and a
 * player 403 whatever they send, and learns nothing about what the input should be.
 */
export function staffRoutes(
  app: FastifyInstance,
  register: (staff: FastifyInstance) => void,
  options: { role?: number } = {},
): void {
  const role = options.role ?? ADMIN_ROLE;
  app.register(async (staff) => {
    staff.addHook('onRequest', async (req) => {
      requireRole(req, role);
    });
    register(staff);
  });
}
