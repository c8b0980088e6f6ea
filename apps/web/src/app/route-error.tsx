import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError, pageActions, shouldReloadFor } from '../lib/chunk-reload.ts';

/**
 * The router failure screen ('Unexpected Application Error!', docs/product-rules.md#routes-and-guard).
 * A part of the app that failed to load (a redeploy, the server restarting) reloads the page
 * once instead, then offers a retry: the raw "Failed to fetch dynamically imported module" is never shown.
 */
export function RouteError() {
  const error = useRouteError();
  const reloading = shouldReloadFor(error);
  useEffect(() => {
    if (reloading) pageActions.reload();
  }, [reloading]);

  if (reloading) {
    return (
      <p className="status-message" role="status">
        Loading...
      </p>
    );
  }
  if (isChunkLoadError(error)) return <LoadFailed />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <div className="page page--narrow route-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      {detail && <p className="route-error__detail">{detail}</p>}
      <p>
        <Link to="/" reloadDocument>
          Return home
        </Link>
      </p>
    </div>
  );
}

function LoadFailed() {
  return (
    <div className="page page--narrow route-error" role="alert">
      <h1>This page could not be loaded</h1>
      <p>The game may have just been updated, or the connection to the server dropped. Your progress is safe.</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => pageActions.reload()}>
          Try again
        </button>
      </p>
    </div>
  );
}
