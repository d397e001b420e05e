// Token buckets: `perSecond` messages a second on average, in bursts of up
// to `burst`. A flood is answered with one `RateLimited` error a second,
// not one per message. `Buckets` keeps one bucket per key (a seat, an
// address); `addressOf` says which address a request or connection counts as.
import type { IncomingHttpHeaders } from "node:http";

export class RateLimit {
  private tokens: number;
  private last: number;
  /** When the sender was last told it is limited. */
  private toldAt = -Infinity;
  /** Messages dropped since the sender was last within the limit. */
  dropped = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = this.now();
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }

  /** Whether one more message may be read now. */
  take(): boolean {
    this.refill();
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.dropped = 0;
      return true;
    }
    this.dropped++;
    return false;
  }

  /** Whether the bucket is full again (its sender has been quiet). */
  idle(): boolean {
    this.refill();
    return this.tokens >= this.burst;
  }

  /** Whether a dropped message should be answered (at most once a second). */
  shouldTell(): boolean {
    const now = this.now();
    if (now - this.toldAt < 1000) return false;
    this.toldAt = now;
    return true;
  }
}

/** One bucket per key, all alike; idle buckets are forgotten once there are many. */
export class Buckets {
  private readonly buckets = new Map<string, RateLimit>();
  constructor(
    readonly perSecond: number,
    readonly burst: number,
    private readonly most = 10000,
  ) {}

  of(key: string): RateLimit {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.most)
        for (const [k, b] of this.buckets) if (b.idle()) this.buckets.delete(k);
      bucket = new RateLimit(this.perSecond, this.burst);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }
}

/**
 * The address a request counts as: the peer's, or with `trustProxy` (a
 * load balancer in front that sets it) the first of X-Forwarded-For.
 */
export function addressOf(
  peer: string | undefined,
  headers: IncomingHttpHeaders | Headers | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded =
      headers instanceof Headers
        ? (headers.get("x-forwarded-for") ?? undefined)
        : headers?.["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return peer ?? "";
}
