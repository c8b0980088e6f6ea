import { type CasinoVerifyResult, groupThousands } from '@tod/contracts';
import { Casino, casinoRoll } from '@tod/game';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { sha256Hex, verifyRoll } from '../api.ts';
import '../casino.css';

/** The fair-play page (docs/fair-play.md, "For players"): the rules, then a check of any casino roll. */
export function FairPlayPage({ serverSeed = '', clientSeed = '' }: { serverSeed?: string; clientSeed?: string }) {
  return (
    <>
      <section aria-labelledby="fair-rules">
        <h2 id="fair-rules">The rules</h2>
        <ul>
          <li>
            One person, one character at a time. You may play from any device, and share a device with family or friends, but
            characters played from the same device or connection cannot help each other: they cannot break each other out of jail,
            earn good points by paying each other's bail, give each other gold, be partners, sit in the same group deed, or take
            from a crew purse what the other put in during the last week.
          </li>
          <li>
            We remember, for 14 days, a random id our site keeps in your browser (a cookie that does nothing else), the network
            you play from (never your full address: only its first part), and a fingerprint of your browser's name. Nothing else,
            and nothing leaves the game.
          </li>
          <li>
            If you really are a household (two people, one home), ask staff: they can mark you as a household. Then you may rescue
            each other and do group deeds together. Gifts of gold stay forbidden between you, because staff cannot tell a
            household's gift from a second character's.
          </li>
          <li>
            Playing by script is against the rules. A character that plays unlike a person is flagged for staff to look at, and
            may be stopped after a deed by the city watch with a short question. A flag is never an automatic ban.
          </li>
        </ul>
      </section>
      <RollCheck initialServer={serverSeed} initialClient={clientSeed} />
    </>
  );
}

interface Check {
  seedHash: string;
  roll: number;
  server: CasinoVerifyResult | null;
  serverError: string | null;
}

function RollCheck({ initialServer, initialClient }: { initialServer: string; initialClient: string }) {
  const [server, setServer] = useState(initialServer);
  const [client, setClient] = useState(initialClient);
  const [check, setCheck] = useState<Check | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      // The browser's own hashes: the check needs no trust in the server's answer.
      const seedHash = await sha256Hex(server.trim());
      const roll = casinoRoll(await sha256Hex(`${server.trim()}:${client.trim()}`));
      try {
        setCheck({
          seedHash,
          roll,
          server: await verifyRoll({ serverSeed: server.trim(), clientSeed: client.trim() }),
          serverError: null,
        });
      } catch (error) {
        setCheck({
          seedHash,
          roll,
          server: null,
          serverError: serverMessageOr(error, 'The server could not be asked. Please try again.'),
        });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="fair-check">
      <h2 id="fair-check">Check a casino roll</h2>
      <p>
        Before each bet the casino shows the SHA-256 of a secret seed; after the bet it reveals the seed. Your roll is the first
        13 hexadecimal digits of SHA-256(server seed:your seed), divided by 16 to the power 13, times 100, rounded down, plus 1.
        Low wins on 1 to {Casino.lowMax}, High on {Casino.highMin} to 100. Any SHA-256 tool gives the same answer as this page.
      </p>
      <form
        className="form casino-form"
        aria-label="Check a casino roll"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <label htmlFor="fair-server">Server seed (revealed after the bet)</label>
        <input id="fair-server" type="text" value={server} onChange={(e) => setServer(e.target.value)} required />
        <label htmlFor="fair-client">Your seed</label>
        <input id="fair-client" type="text" value={client} onChange={(e) => setClient(e.target.value)} required />
        <button type="submit" className="btn" disabled={busy}>
          Check the roll
        </button>
      </form>
      {check && (
        <div aria-live="polite">
          <p>
            SHA-256 of the server seed: <code className="casino-hash">{check.seedHash}</code>
          </p>
          <p>Roll: {check.roll}</p>
          {check.server ? (
            <StatusMessage>
              {check.server.seedHash === check.seedHash &&
              check.server.roll === check.roll &&
              check.server.round.roll === check.roll
                ? `It checks out: the house committed to this seed before your bet of ${groupThousands(check.server.round.stake)} gold, and the roll was ${check.roll}.`
                : `It does not match: the house recorded a roll of ${check.server.round.roll}. Please report it to staff.`}
            </StatusMessage>
          ) : (
            <ErrorMessage>{check.serverError}</ErrorMessage>
          )}
        </div>
      )}
    </section>
  );
}
