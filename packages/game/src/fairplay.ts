/**
 * Fair play's rules (docs/fair-play.md): when two accounts count as one person's, and which
 * rules a staff-marked household relaxes. The server records the sightings these read.
 */
export const FairPlay = {
  /** Sightings are kept, and read, this many days. */
  windowDays: 14,
  /** Same network and browser in the same hour on at least this many distinct days links. */
  sharedNetworkDays: 3,
  /** The prefix lengths a network is known by. */
  ipv4PrefixBits: 24,
  ipv6PrefixBits: 48,
} as const;

/** What one linked character may not do for or with the other. */
export const FAIR_PLAY_RULES = ['rescue', 'bail', 'gift', 'partner', 'group_deed', 'purse'] as const;
export type FairPlayRule = (typeof FAIR_PLAY_RULES)[number];

/** The rules a household relaxes: helping each other out of jail and deeds together; never gold. */
const HOUSEHOLD_RELAXES: ReadonlySet<FairPlayRule> = new Set<FairPlayRule>(['rescue', 'group_deed']);
export const householdRelaxes = (rule: FairPlayRule): boolean => HOUSEHOLD_RELAXES.has(rule);

const hourMs = 3_600_000;
/** The start of the UTC hour of `ms`. */
export const hourBucket = (ms: number): number => Math.floor(ms / hourMs) * hourMs;

function ipv6Groups(address: string): number[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The network an address belongs to: its /24 for IPv4 (`203.0.113.0/24`), its /48 for IPv6
 * (`2001:db8:1::/48`); an IPv4 address mapped into IPv6 counts as IPv4. Anything else is kept
 * whole (lowercased), so an unparsable address links only with itself.
 *
 * @example
 * ```ts
 * networkOf('203.0.113.77'); // '203.0.113.0/24'
 * networkOf('2001:DB8:1:2::5'); // '2001:db8:1::/48'
 * ```
 */
export function networkOf(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  const v4 = mapped ? mapped[1]! : plain;
  const octets = v4.split('.');
  if (octets.length === 4 && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)) {
    return `${octets.slice(0, 3).map(Number).join('.')}.0/${FairPlay.ipv4PrefixBits}`;
  }
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::/${FairPlay.ipv6PrefixBits}`;
}
