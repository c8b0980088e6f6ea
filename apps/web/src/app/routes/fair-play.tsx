import { useSearchParams } from 'react-router';
import { FairPlayPage } from '../../features/casino/components/fair-play-page.tsx';

/** The fair-play rules and the casino roll check, open to everyone (docs/fair-play.md). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="page">
      <title>Fair play · Tales of Deeds</title>
      <h1>Fair play</h1>
      <FairPlayPage serverSeed={params.get('server') ?? ''} clientSeed={params.get('client') ?? ''} />
    </div>
  );
}
