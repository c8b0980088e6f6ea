import { describe, expect, it } from 'vitest';
import { JournalQuerySchema, MarkReadInputSchema, PersonalMessageSchema } from './journal.ts';
import { PushPreferencesInputSchema, PushSubscriptionInputSchema } from './notifications.ts';

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

describe('push subscription input', () => {
  it('takes the browser PushSubscription JSON', () => {
    const parsed = PushSubscriptionInputSchema.parse({ endpoint: 'https://push.example/abc', expirationTime: null, keys });
    expect(parsed.keys.auth).toHaveLength(22);
  });
  it('refuses missing keys, keys that are not base64url and an endpoint that is not an address', () => {
    expect(PushSubscriptionInputSchema.safeParse({ endpoint: 'https://push.example/abc' }).success).toBe(false);
    expect(
      PushSubscriptionInputSchema.safeParse({ endpoint: 'https://p.example/', keys: { ...keys, auth: 'a/b+c'.repeat(5) } })
        .success,
    ).toBe(false);
    expect(PushSubscriptionInputSchema.safeParse({ endpoint: 'not a url', keys }).success).toBe(false);
    expect(PushSubscriptionInputSchema.safeParse({ endpoint: `https://p.example/${'a'.repeat(2048)}`, keys }).success).toBe(
      false,
    );
  });
});

describe('preferences input', () => {
  it('takes a subset and refuses unknown kinds and non-booleans', () => {
    expect(PushPreferencesInputSchema.parse({ deedReady: false })).toEqual({ deedReady: false });
    expect(PushPreferencesInputSchema.safeParse({ nonsense: true }).success).toBe(false);
    expect(PushPreferencesInputSchema.safeParse({ arrived: 'yes' }).success).toBe(false);
  });
});

describe('journal inputs', () => {
  it('limit 1 to 50, cursor opaque and short', () => {
    expect(JournalQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(JournalQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(JournalQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(JournalQuerySchema.safeParse({ cursor: 'a'.repeat(41) }).success).toBe(false);
    expect(MarkReadInputSchema.safeParse({ upToId: '-1' }).success).toBe(false);
  });
  it('personal messages are a union on type', () => {
    expect(PersonalMessageSchema.safeParse({ type: 'journal.entry_recorded', id: '1', entry: null }).success).toBe(true);
    expect(PersonalMessageSchema.safeParse({ type: 'other', id: '1' }).success).toBe(false);
  });
});
