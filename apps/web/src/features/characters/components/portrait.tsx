import { iconUrl } from '../api.ts';

/** A character portrait (2:3), or a framed placeholder text when there is none. */
export function Portrait({
  icon,
  name,
  placeholder = 'No Image',
  size = 'medium',
}: {
  icon: string | null | undefined;
  name: string;
  placeholder?: string;
  size?: 'small' | 'medium' | 'large';
}) {
  const src = iconUrl(icon);
  return (
    <div className={`portrait portrait--${size}`}>
      {src ? (
        <img className="portrait__image" src={src} alt={`Portrait of ${name}`} />
      ) : (
        <span className="portrait__placeholder">{placeholder}</span>
      )}
    </div>
  );
}
