import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

export function trainingRoutes(_app: FastifyInstance, _deps: Deps): void {}
