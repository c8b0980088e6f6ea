/** A labelled, read-only progress bar (0..100). */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
}: {
  value: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={className ? `progress ${className}` : 'progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
    >
      <div className="progress__fill" style={{ width: `${clamped}%` }} />
    </div>
  );
}
