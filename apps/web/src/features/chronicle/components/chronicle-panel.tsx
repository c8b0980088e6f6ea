import { useQuery } from '@tanstack/react-query';
import { StatusMessage } from '@/components/ui/status.tsx';
import { chronicleQuery } from '../api.ts';

/** The daily chronicle on the player's home (docs/quests.md, "Daily chronicle"). */
export function ChroniclePanel() {
  const chronicle = useQuery(chronicleQuery);
  return (
    <section className="panel home-section" aria-labelledby="home-chronicle-title">
      <h2 id="home-chronicle-title" className="panel__title">
        Yesterday's chronicle
      </h2>
      {chronicle.isPending ? (
        <StatusMessage>Loading the chronicle...</StatusMessage>
      ) : chronicle.isError ? (
        <StatusMessage>The chronicle could not be loaded.</StatusMessage>
      ) : (
        <ul className="home-goals">
          {chronicle.data.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
