import type { PushPayload } from '@tod/contracts';
import webpush from 'web-push';
import type { Deps } from '../../lib/deps.ts';

type Config = Deps['config'];
import type { VapidKeys } from './vapid.ts';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How a push service answered: accepted, gone for good (404/410: forget it), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service may take to answer before the attempt counts as failed. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long the push service keeps a message for a browser that is offline (seconds). */
const PUSH_TTL_S = 6 * 60 * 60;

/**
 * Whether the server may call this endpoint: https anywhere (browsers' push services are all
 * https), anything else only on an origin the operator listed in `PUSH_ALLOWED_ORIGINS`. It
 * keeps players from making the server call into its own network over plain http.
 */
export function isAllowedEndpoint(config: Pick<Config, 'pushAllowedOrigins'>, endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || config.pushAllowedOrigins.includes(url.origin);
}

/**
 * Sends one Web Push message. The `web-push` library encrypts the payload (aes128gcm) and
 * signs the VAPID header; the request itself goes through `fetch`, with no redirects followed
 * and a timeout, so it also reaches an allowed plain-http push service.
 */
export async function sendPush(
  config: Pick<Config, 'pushAllowedOrigins' | 'pushSubject'>,
  vapid: VapidKeys,
  subscription: StoredSubscription,
  payload: PushPayload,
): Promise<PushOutcome> {
  if (!isAllowedEndpoint(config, subscription.endpoint)) return 'gone';
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: config.pushSubject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: PUSH_TTL_S,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length itself from the body.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  try {
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.status >= 200 && res.status < 300 ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
