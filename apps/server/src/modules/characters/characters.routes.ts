import { charactersApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import {
  characterById,
  createCharacter,
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
  const speed = deps.config.gameSpeed;

  route(app, charactersApi.create, async ({ body, actor }) =>
    toOwnCharacter(await createCharacter(deps, actor.userId, body), now(), speed),
  );

  // The session statement read the latest character: living if the account has one.
  route(
    app,
    charactersApi.own,
    async ({ actor: { character } }) => {
      if (!character || character.row.dead) throw noCharacter();
      return toOwnCharacter(character, now(), speed);
    },
    { trustedResponse: true },
  );

  route(app, charactersApi.search, async ({ query }) =>
    (await searchCharacters(deps.db, query.name)).map((c) => toPublicCharacter(c, now())),
  );

  route(app, charactersApi.byId, async ({ params }) => toPublicCharacter(await characterById(deps.db, params.id), now()));

  route(app, charactersApi.bio, async ({ body, actor }) => ({ bio: await updateBio(deps.db, actor.userId, body.bio) }));

  route(app, charactersApi.retire, async ({ actor }) => toOwnCharacter(await retire(deps, actor.userId), now(), speed));

  // A scope of its own so its content-type parser reaches no other route.
  app.register(async (upload) => {
    // A body of any other type reaches the handler, which answers 400 with what to send instead
    // of the generic 415; the unread body is discarded with the request.
    upload.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    route(upload, charactersApi.icon, async ({ req, actor }) => ({
      icon: await updateIcon(deps, actor.userId, () => readIconUpload(req)),
    }));
  });
}
