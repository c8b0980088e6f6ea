import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

export function deedsRoutes(_app: FastifyInstance, _deps: Deps): void {}
