const SAFE_SCHEME = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * docs/product-rules.md#input-rules: a link or image address is kept when it has no scheme or uses http, https, ircs, irc,
 * mailto or xmpp; any other scheme (javascript:, data:, vbscript:, ...) becomes empty.
 * A colon after the first '/', '?' or '#' belongs to a path, query or fragment, not a scheme.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  const questionMark = url.indexOf('?');
  const numberSign = url.indexOf('#');
  const slash = url.indexOf('/');
  const beforeColon = (at: number) => at !== -1 && at < colon;
  if (beforeColon(slash) || beforeColon(questionMark) || beforeColon(numberSign)) return url;
  return SAFE_SCHEME.test(url.slice(0, colon)) ? url : '';
}
