import { z } from 'zod';

// Half of a UTF-16 pair with no partner. In a `u` regex a paired surrogate is one code point
// (an emoji, say) and does not match; only a lone half does.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Whether text can be stored and sent back as it came: PostgreSQL `text` cannot hold NUL
 * (U+0000), and a lone UTF-16 surrogate has no UTF-8 form (`jsonb` refuses it, a driver would
 * silently turn it into U+FFFD). The rule and why it rejects instead of stripping:
 * docs/hardening.md, "Input".
 *
 * @example
 * ```ts
 * isStorableText('Aldric 🗡'); // true
 * isStorableText('Ald\u0000ric'); // false
 * isStorableText('\uD83D'); // false (half an emoji)
 * ```
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The message of a text refused by {@link isStorableText}.
 *
 * @example
 * ```ts
 * unstorableTextMessage('Bio'); // 'Bio contains a character that is not allowed.'
 * ```
 */
export const unstorableTextMessage = (label = 'Text') => `${label} contains a character that is not allowed.`;

/**
 * The one string schema every text field a client sends (body, query, path) starts from: a
 * `z.string(params)` that first refuses text {@link isStorableText} rejects, with a 400 message
 * naming the field, and stops there. Chain `.trim()`, `.min()`, `.max()` and the rest as on
 * `z.string()`.
 *
 * @example
 * ```ts
 * const Name = storableText('Name', { error: 'Name is required.' }).trim().min(1);
 * Name.safeParse('Al\u0000').error?.issues[0]?.message; // 'Name contains a character that is not allowed.'
 * ```
 */
export function storableText(label = 'Text', params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).refine(isStorableText, { error: unstorableTextMessage(label), abort: true });
}

/**
 * A whole number with its thousands grouped by commas, as the messages show limits
 * ("at most 5,000 characters"). Not `toLocaleString('en')`: the first call into `Intl` costs
 * a phone tens of milliseconds while the page starts, and these messages are built then.
 *
 * @example
 * groupThousands(5000); // '5,000'
 */
export function groupThousands(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}
