import { TICKER_SEPARATOR } from '@tod/contracts';
import { DEFAULT_TICKER } from '@tod/game';

/** The bullet-separated sections of a ticker text; the default welcome text when there are none. */
export function tickerItems(text: string | null | undefined): string[] {
  const split = (value: string) =>
    value
      .split(TICKER_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean);
  const items = split(text ?? '');
  return items.length > 0 ? items : split(DEFAULT_TICKER);
}
