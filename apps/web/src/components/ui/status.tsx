import type { ReactNode } from 'react';

/** A polite live message for loading and empty states. */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p className="status-message" role="status">
      {children}
    </p>
  );
}

/** An error the user should notice at once. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p className="error-message" role="alert">
      {children}
    </p>
  );
}
