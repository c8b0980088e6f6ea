import type { PushSubscriptionInput } from '@tod/contracts';
import { fetchVapidPublicKey, removeSubscription, saveSubscription } from './api.ts';

/** Where this browser stands with push notifications for the game. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** The browser side of web push; the panel takes it as a prop so tests can pass a fake. */
export interface PushClient {
  state(): Promise<PushState>;
  /** Asks permission, subscribes with the server's key and saves the subscription. */
  enable(): Promise<PushState>;
  /** Forgets the subscription on the server and in the browser. */
  disable(): Promise<PushState>;
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The worker's registration; registers it if the page has not yet (e.g. right after load). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  return navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

export const browserPush: PushClient = {
  async state() {
    if (!supported()) return 'unsupported';
    if (Notification.permission === 'denied') return 'denied';
    const reg = await navigator.serviceWorker.getRegistration('/');
    const subscription = await reg?.pushManager.getSubscription();
    return subscription && Notification.permission === 'granted' ? 'on' : 'off';
  },
  async enable() {
    if (!supported()) return 'unsupported';
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return 'denied';
    if (permission !== 'granted') return 'off';
    const reg = await registration();
    const key = await fetchVapidPublicKey();
    const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
    try {
      await saveSubscription(subscription.toJSON() as PushSubscriptionInput);
    } catch (error) {
      // A subscription the server refused would never receive anything: do not keep it.
      await subscription.unsubscribe().catch(() => false);
      throw error;
    }
    return 'on';
  },
  async disable() {
    if (!supported()) return 'unsupported';
    const reg = await navigator.serviceWorker.getRegistration('/');
    const subscription = await reg?.pushManager.getSubscription();
    if (subscription) {
      await removeSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    }
    return Notification.permission === 'denied' ? 'denied' : 'off';
  },
};
