import { describe, expect, it } from 'vitest';
import { hourBucket, householdRelaxes, networkOf } from './fairplay.ts';

describe('networkOf', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['203.0.113.1', '203.0.113.0/24'],
    ['10.1.2.255', '10.1.2.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:1:2::5', '2001:db8:1::/48'],
    ['2001:DB8:0001:ffff:0:0:0:1', '2001:db8:1::/48'],
    ['::1', '0:0:0::/48'],
    ['[2001:db8:a::1]', '2001:db8:a::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['1.2.3', '1.2.3'],
    ['256.1.1.1', '256.1.1.1'],
    ['1::2::3', '1::2::3'],
    ['not an address', 'not an address'],
  ])('%s is in %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });
});

describe('hourBucket', () => {
  it('is the start of the UTC hour', () => {
    expect(new Date(hourBucket(Date.parse('2026-06-01T12:59:59.999Z'))).toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(new Date(hourBucket(Date.parse('2026-06-01T13:00:00.000Z'))).toISOString()).toBe('2026-06-01T13:00:00.000Z');
  });
});

describe('householdRelaxes', () => {
  it.each([
    ['rescue', true],
    ['group_deed', true],
    ['gift', false],
    ['bail', false],
    ['partner', false],
    ['purse', false],
  ] as const)('%s: %s', (rule, relaxed) => {
    expect(householdRelaxes(rule)).toBe(relaxed);
  });
});
