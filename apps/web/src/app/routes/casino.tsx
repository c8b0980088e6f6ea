import { CasinoPage } from '../../features/casino/components/casino-page.tsx';

/** The house casino (docs/economy.md#casino): bet answers carry the character, so the account's gold follows by itself. */
export function Component() {
  return (
    <div className="page">
      <title>Casino · Tales of Deeds</title>
      <h1>Casino</h1>
      <CasinoPage />
    </div>
  );
}
