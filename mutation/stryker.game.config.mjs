import { strykerConfig } from './stryker.shared.mjs';

export default strykerConfig({
  area: 'game',
  vitestConfig: 'mutation/vitest.game.config.ts',
  mutate: ['packages/game/src/**/*.ts', '!packages/game/src/**/*.test.ts', '!packages/game/src/testing/**'],
});
