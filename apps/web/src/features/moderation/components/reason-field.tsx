import { ModerationLimits } from '@tod/contracts';
import '../moderation.css';

/** The reason every report, mute and ban carries (players and the audit log read it). */
export function ReasonField({
  id,
  label = 'Reason',
  required = true,
  value,
  onChange,
}: {
  id: string;
  label?: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {!required && <span className="field__optional"> (optional)</span>}
      </label>
      <textarea
        id={id}
        rows={3}
        required={required}
        maxLength={ModerationLimits.reasonMax}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
