import { Link } from 'react-router';
import type { JailTimer } from '../timed-state-store.ts';
import { JailNotice } from './jail-notice.tsx';

/**
 * A page the sentence blocks says why instead of sending the player away
 * (docs/product-rules.md#navigation): the server's reason, the release countdown and the way to
 * the jail, where a prisoner may pay bail.
 */
export function JailedPanel({ jail, reason }: { jail: JailTimer | null; reason: string }) {
  return (
    <section className="panel jailed-panel" aria-labelledby="jailed-panel-title">
      <h2 id="jailed-panel-title" className="panel__title">
        You are in jail
      </h2>
      <p>{reason}</p>
      {jail && <JailNotice jail={jail} variant="page" />}
      <p>
        <Link to="/city" className="button button--ghost">
          Go to the City Jail
        </Link>
      </p>
    </section>
  );
}
