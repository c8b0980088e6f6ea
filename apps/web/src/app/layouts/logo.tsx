import { Link } from 'react-router';

/** The crest and name; always leads home. */
export function Logo() {
  return (
    <Link to="/" className="logo">
      <svg className="logo__crest" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 2 4 6v9c0 7.5 5.1 13 12 15 6.9-2 12-7.5 12-15V6L16 2Z" fill="currentColor" opacity="0.18" />
        <path
          d="M16 2 4 6v9c0 7.5 5.1 13 12 15 6.9-2 12-7.5 12-15V6L16 2Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M16 8v15M11 18h10M13.5 23h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo__text">Tales of Deeds</span>
    </Link>
  );
}
