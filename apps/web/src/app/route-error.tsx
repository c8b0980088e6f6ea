import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The router failure screen (spec: 'Unexpected Application Error!'). */
export function RouteError() {
  const error = useRouteError();
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
