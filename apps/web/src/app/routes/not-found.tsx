import { Link } from 'react-router';

export function Component() {
  return (
    <div className="page page--narrow">
      <title>Page not found · Tales of Deeds</title>
      <h1>Page not found</h1>
      <p>This path leads nowhere. Perhaps a mapmaker erred.</p>
      <p>
        <Link to="/">Return home</Link>
      </p>
    </div>
  );
}
