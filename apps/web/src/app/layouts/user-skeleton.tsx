/**
 * What the header's user area shows while the account loads: 'Loading...'
 * (docs/product-rules.md#routes-and-guard), inside a placeholder with the size of what will
 * replace it (ADR 0011), so nothing below moves.
 */
export function UserSkeleton({ kind }: { kind: 'player' | 'visitor' }) {
  return kind === 'player' ? <PlayerSkeleton /> : <VisitorSkeleton />;
}

function Loading() {
  return (
    <p className="status-message" role="status">
      Loading...
    </p>
  );
}

/** The user panel's lines (name, standing, the reserved third line) and its Logout button. */
function PlayerSkeleton() {
  return (
    <div className="user-panel user-panel--skeleton" aria-busy="true">
      <div className="character-summary">
        <div className="character-summary__line">
          <Loading />
        </div>
        <div className="character-summary__line">
          <span className="skeleton skeleton--bar" />
        </div>
      </div>
      <span className="button button--ghost skeleton skeleton--button" aria-hidden="true">
        Logout
      </span>
    </div>
  );
}

/** The sign-in form's two fields, its button and its footer line. */
function VisitorSkeleton() {
  return (
    <div className="auth-form auth-form--skeleton" aria-busy="true">
      <div className="auth-form__fields" aria-hidden="true">
        <div className="field field--inline">
          <span className="skeleton-label">E-mail</span>
          <span className="skeleton skeleton--input" />
        </div>
        <div className="field field--inline">
          <span className="skeleton-label">Password</span>
          <span className="skeleton skeleton--input" />
        </div>
        <span className="button button--primary skeleton skeleton--button">Login</span>
      </div>
      <div className="auth-form__footer">
        <Loading />
      </div>
    </div>
  );
}
