import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { storableText } from './text.ts';
import { endpoint } from './http.ts';

/**
 * The push notification kinds a player can switch on or off (profile toggles). Timer kinds
 * are sent when the timer ends; `directMessage` when a direct message arrives; `partnerJailed` when the player's partner is
 * jailed (docs/contacts.md, "Partners"); `brokenOut`, `eventsWhileAway`, the crews' `crew` (an
 * invite), `crewWithdrawals` (to a crew's leader, a withdrawal another member made) and
 * `crewGroupDeeds` (a group deed's outcome, docs/crews.md), and the quests' `contractReady`,
 * `contractDeadline` and `chainOpened` when a journal entry is recorded (docs/quests.md,
 * "Pushes"), and the bank's `termDeposit` when a term deposit falls due (docs/economy.md#term-deposits); `chronicle`, the daily chronicle as a digest, once a day, off until the player turns
 * it on. None is sent while the player is looking at the game (seen in the last 2 minutes:
 * docs/notifications.md#on-the-server).
 *
 * @example
 * ```ts
 * PushKind.deedReady; // 'deedReady'
 * ```
 */
export const PushKind = {
  deedReady: 'deedReady',
  trainingReady: 'trainingReady',
  arrived: 'arrived',
  releasedFromJail: 'releasedFromJail',
  brokenOut: 'brokenOut',
  eventsWhileAway: 'eventsWhileAway',
  directMessage: 'directMessage',
  partnerJailed: 'partnerJailed',
  crew: 'crew',
  contractReady: 'contractReady',
  contractDeadline: 'contractDeadline',
  chainOpened: 'chainOpened',
  chronicle: 'chronicle',
  crewWithdrawals: 'crewWithdrawals',
  crewGroupDeeds: 'crewGroupDeeds',
  termDeposit: 'termDeposit',
} as const;
export type PushKind = (typeof PushKind)[keyof typeof PushKind];

/**
 * Limits of web push. Real-world times.
 *
 * @example
 * ```ts
 * PushLimits.maxSubscriptions; // 10: an 11th browser replaces the account's oldest subscription
 * PushLimits.testIntervalMs; // 10_000: a second test within this answers 429
 * ```
 */
export const PushLimits = {
  maxSubscriptions: 10,
  testIntervalMs: 10_000,
} as const;

/** Labels for the profile toggles, in display order. */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  deedReady: 'Deed ready',
  trainingReady: 'Training ready',
  arrived: 'Arrived',
  releasedFromJail: 'Released from jail',
  brokenOut: 'Broken out',
  eventsWhileAway: 'Events while away',
  directMessage: 'Direct messages',
  partnerJailed: 'Partner jailed',
  contractReady: 'Contract ready to hand in',
  contractDeadline: 'Contract deadline in an hour',
  chainOpened: 'Quest chain step unlocked',
  chronicle: 'Daily chronicle',
  crew: 'Crew invites',
  crewWithdrawals: 'Crew withdrawals',
  crewGroupDeeds: 'Group deeds',
  termDeposit: 'Term deposit due',
};

/**
 * Which push notifications an account wants. Every kind is on until the player turns it off,
 * but the daily chronicle, which is off until the player turns it on.
 *
 * @example
 * ```ts
 * PushPreferencesSchema.parse({ deedReady: true, trainingReady: false, arrived: true,
 *   releasedFromJail: true, brokenOut: true, eventsWhileAway: false, directMessage: true, partnerJailed: true, crew: true,
 *   contractReady: true, contractDeadline: true, chainOpened: true, chronicle: false,
 *   crewWithdrawals: true, crewGroupDeeds: true, termDeposit: true });
 * ```
 */
export const PushPreferencesSchema = z.object({
  deedReady: z.boolean({ error: 'deedReady must be true or false.' }),
  trainingReady: z.boolean({ error: 'trainingReady must be true or false.' }),
  arrived: z.boolean({ error: 'arrived must be true or false.' }),
  releasedFromJail: z.boolean({ error: 'releasedFromJail must be true or false.' }),
  brokenOut: z.boolean({ error: 'brokenOut must be true or false.' }),
  eventsWhileAway: z.boolean({ error: 'eventsWhileAway must be true or false.' }),
  directMessage: z.boolean({ error: 'directMessage must be true or false.' }),
  partnerJailed: z.boolean({ error: 'partnerJailed must be true or false.' }),
  crew: z.boolean({ error: 'crew must be true or false.' }),
  contractReady: z.boolean({ error: 'contractReady must be true or false.' }),
  contractDeadline: z.boolean({ error: 'contractDeadline must be true or false.' }),
  chainOpened: z.boolean({ error: 'chainOpened must be true or false.' }),
  chronicle: z.boolean({ error: 'chronicle must be true or false.' }),
  crewWithdrawals: z.boolean({ error: 'crewWithdrawals must be true or false.' }),
  crewGroupDeeds: z.boolean({ error: 'crewGroupDeeds must be true or false.' }),
  termDeposit: z.boolean({ error: 'termDeposit must be true or false.' }),
});
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

/** `PUT /notifications/preferences` takes any subset; kinds left out keep their value. */
export const PushPreferencesInputSchema = PushPreferencesSchema.partial().strict();
export type PushPreferencesInput = z.input<typeof PushPreferencesInputSchema>;

/** The refusal text of a push endpoint that is not https (answered 400). */
export const PUSH_ENDPOINT_HTTPS_MESSAGE = 'The push endpoint must be an https address.';

const base64url = (field: string, min: number, max: number) =>
  storableText(field, { error: `${field} is required.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${field} must be base64url.` })
    .min(min, { error: `${field} is too short.` })
    .max(max, { error: `${field} is too long.` });

/**
 * The browser's `PushSubscription.toJSON()`, as `POST /notifications/subscriptions` takes it.
 * The server also refuses (400, {@link PUSH_ENDPOINT_HTTPS_MESSAGE}) an endpoint that is not
 * https, unless the operator allowed that origin for a self-hosted or test push service.
 *
 * @example
 * ```ts
 * const sub = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
 * await post(notificationsApi.subscribe.path, sub.toJSON());
 * ```
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: storableText('endpoint', { error: 'endpoint is required.' })
    .max(2048, { error: 'endpoint must be at most 2048 characters.' })
    .pipe(z.url({ error: 'endpoint must be an address.' })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point: 65 bytes, 87 base64url characters.
      p256dh: base64url('keys.p256dh', 80, 100),
      // 16 bytes: 22 base64url characters.
      auth: base64url('keys.auth', 16, 32),
    },
    { error: 'keys are required.' },
  ),
});
export type PushSubscriptionInput = z.input<typeof PushSubscriptionInputSchema>;

/**
 * `DELETE /notifications/subscriptions`: the endpoint of the subscription to forget. Deleting
 * one that is not there (or another account's) answers 200 with `removed: false`.
 *
 * @example
 * ```ts
 * await del(notificationsApi.unsubscribe.path, { endpoint: sub.endpoint });
 * ```
 */
export const PushUnsubscribeInputSchema = z.object({
  endpoint: storableText('endpoint', { error: 'endpoint is required.' }).min(1).max(2048),
});

/**
 * What the service worker receives in a push event's data (JSON): show `title` and `body`,
 * open `url` (a path of this site) on click. `tag` groups notifications of one kind so a newer
 * one replaces the older.
 *
 * @example
 * ```ts
 * self.addEventListener('push', (e) => {
 *   const p = PushPayloadSchema.parse(e.data.json());
 *   e.waitUntil(self.registration.showNotification(p.title, { body: p.body, tag: p.tag, data: { url: p.url } }));
 * });
 * ```
 */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/**
 * The web push calls (signed in). `vapidPublicKey` is the `applicationServerKey` for
 * `pushManager.subscribe` (base64url).
 *
 * @example
 * ```ts
 * const { publicKey } = await get(notificationsApi.vapidPublicKey.path);
 * const sub = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
 * await post(notificationsApi.subscribe.path, sub.toJSON());
 * await put(notificationsApi.savePreferences.path, { eventsWhileAway: false });
 * await post(notificationsApi.test.path, {}); // { sent: 1 }
 * ```
 */
export const notificationsApi = {
  vapidPublicKey: endpoint({
    method: 'GET',
    access: 'player',
    path: '/notifications/vapid-public-key',
    response: z.object({ publicKey: z.string() }),
    errors: [],
  }),
  /** Saves (or refreshes) a subscription of this account; 201. */
  subscribe: endpoint({
    method: 'POST',
    access: 'player',
    path: '/notifications/subscriptions',
    body: PushSubscriptionInputSchema,
    response: z.object({ endpoint: z.string() }),
    status: 201,
    errors: refusals('notifications.endpoint_not_https'),
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    access: 'player',
    path: '/notifications/subscriptions',
    body: PushUnsubscribeInputSchema,
    response: z.object({ removed: z.boolean() }),
    errors: [],
  }),
  preferences: endpoint({
    method: 'GET',
    access: 'player',
    path: '/notifications/preferences',
    response: PushPreferencesSchema,
    errors: [],
  }),
  savePreferences: endpoint({
    method: 'PUT',
    access: 'player',
    path: '/notifications/preferences',
    body: PushPreferencesInputSchema,
    response: PushPreferencesSchema,
    errors: [],
  }),
  /**
   * Sends "This is a test notification." to every subscription of the account now (even while
   * the player is looking). `sent` counts the subscriptions the push services accepted; 0 when
   * there is none. 429 (with `retry-after`) within {@link PushLimits.testIntervalMs} of the last.
   */
  test: endpoint({
    method: 'POST',
    access: 'player',
    path: '/notifications/test',
    response: z.object({ sent: z.number().int() }),
    errors: refusals('notifications.test_too_soon'),
  }),
};

/** The test notification's texts. */
export const TEST_PUSH_PAYLOAD: PushPayload = {
  title: 'Tales of Deeds',
  body: 'This is a test notification.',
  url: '/profile',
  tag: 'test',
};
