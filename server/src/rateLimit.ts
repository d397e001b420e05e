// A token bucket per client: `perSecond` messages a second on average, in
// bursts of up to `burst`. A flood is answered with one `RateLimited` error
// a second, not one per message.

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

  /** Whether one more message may be read now. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.dropped = 0;
      return true;
    }
    this.dropped++;
    return false;
  }

  /** Whether a dropped message should be answered (at most once a second). */
  shouldTell(): boolean {
    const now = this.now();
    if (now - this.toldAt < 1000) return false;
    this.toldAt = now;
    return true;
  }
}
