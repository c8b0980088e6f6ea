import { charactersApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  characterById,
  createCharacter,
  livingCharacterOf,
  noCharacter,
  retire,
  searchCharacters,
  updateBio,
  updateIcon,
} from './characters.service.ts';
import { toOwnCharacter, toPublicCharacter } from './characters.view.ts';
import { readIconUpload } from './icon-upload.ts';

export function charactersRoutes(app: FastifyInstance, deps: Deps): void {
  const now = () => deps.clock.now();

  route(app, charactersApi.create, async ({ body, req }) =>
    toOwnCharacter(await createCharacter(deps, requireUser(req).userId, body), now()),
  );

  route(app, charactersApi.own, async ({ req }) => {
    const character = await livingCharacterOf(deps.db, requireUser(req).userId);
    if (!character) throw noCharacter();
    return toOwnCharacter(character, now());
  });

  route(app, charactersApi.search, async ({ query, req }) => {
    requireUser(req);
    return (await searchCharacters(deps.db, query.name)).map((c) => toPublicCharacter(c, now()));
  });

  route(app, charactersApi.byId, async ({ params, req }) => {
    requireUser(req);
    return toPublicCharacter(await characterById(deps.db, params.id), now());
  });

  route(app, charactersApi.bio, async ({ body, req }) => ({ bio: await updateBio(deps.db, requireUser(req).userId, body.bio) }));

  route(app, charactersApi.retire, async ({ req }) => toOwnCharacter(await retire(deps, requireUser(req).userId), now()));

  // A scope of its own so its content-type parser reaches no other route.
  app.register(async (upload) => {
    // A body of any other type reaches the handler, which answers 400 with what to send instead
    // of the generic 415; the unread body is discarded with the request.
    upload.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    route(upload, charactersApi.icon, async ({ req }) => ({
      icon: await updateIcon(deps, requireUser(req).userId, () => readIconUpload(req)),
    }));
  });
}
