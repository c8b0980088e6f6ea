import { BankPage } from '../../features/bank/components/bank-page.tsx';

/** The bank (docs/economy.md#bank): answers carry the character, so the account's gold follows by itself. */
export function Component() {
  return (
    <div className="page">
      <title>Bank · Tales of Deeds</title>
      <h1>Bank</h1>
      <BankPage />
    </div>
  );
}
