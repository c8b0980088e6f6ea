import { iconUrl } from '../api.ts';
import '../characters.css';

/** A character portrait (2:3), or a framed placeholder text when there is none. */
export function Portrait({
  icon,
  name,
  placeholder = 'No Image',
  size = 'medium',
  decorative = false,
}: {
  icon: string | null | undefined;
  name: string;
  placeholder?: string;
  size?: 'small' | 'medium' | 'large';
  /** Set where the name is right beside the portrait, so it is not read twice. */
  decorative?: boolean;
}) {
  const src = iconUrl(icon);
  return (
    <div className={`portrait portrait--${size}`}>
      {src ? (
        <img className="portrait__image" src={src} alt={decorative ? '' : `Portrait of ${name}`} />
      ) : (
        <span className="portrait__placeholder">{placeholder}</span>
      )}
    </div>
  );
}
