import { TICKER_SEPARATOR } from '@tod/contracts';

/** The sections the header will scroll: split on the bullet, trimmed, empty ones dropped. */
export function previewItems(text: string): string[] {
  return text
    .split(TICKER_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);
}
