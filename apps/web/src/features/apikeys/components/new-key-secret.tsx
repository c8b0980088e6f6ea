import type { CreatedApiKey } from '@tod/contracts';
import { useId } from 'react';

/** The key just made, shown this one time (the server keeps only its hash). */
export function NewKeySecret({ created }: { created: CreatedApiKey }) {
  const id = useId();
  return (
    <div className="panel" role="status">
      <p>
        <strong>Key “{created.name}” created.</strong> Copy it now: it is shown only once. Anyone holding it can read what it
        allows; revoke it here when you stop using the tool.
      </p>
      <label htmlFor={id}>Your new key</label>
      <input
        id={id}
        className="api-keys__secret"
        readOnly
        value={created.key}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="new-api-key"
      />
    </div>
  );
}
