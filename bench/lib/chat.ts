// Chat post-to-stream latency: clients hold the feed open, one message is posted, and each
// client's latency runs from just before the POST to the moment it has read the message.
import { percentile } from './doc.ts';
import type { SseClient } from './sse-clients.ts';

const DELIVERY_TIMEOUT_MS = 60_000;

export interface Delivery {
  postMs: number;
  /** Every client's latency in ms, sorted. */
  latencies: number[];
}

export async function deliver(send: (marker: string) => Promise<void>, clients: SseClient[], marker: string): Promise<Delivery> {
  const arrivals = clients.map((c) => c.expect(marker));
  const t0 = performance.now();
  await send(marker);
  const postMs = performance.now() - t0;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`not every client got the message in ${DELIVERY_TIMEOUT_MS} ms`)),
      DELIVERY_TIMEOUT_MS,
    );
  });
  const times = await Promise.race([Promise.all(arrivals), timeout]);
  clearTimeout(timer);
  return { postMs, latencies: times.map((t) => t - t0).sort((a, b) => a - b) };
}

export interface DeliveryStats {
  postMs: number;
  p50: number;
  p99: number;
  max: number;
}

export const deliveryStats = ({ postMs, latencies }: Delivery): DeliveryStats => ({
  postMs,
  p50: percentile(latencies, 0.5),
  p99: percentile(latencies, 0.99),
  max: latencies.at(-1) ?? 0,
});
