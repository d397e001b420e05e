// The rate of a table's room messages: a seat's connections share the
// seat's bucket (a spectator's connection has its own), and every
// connection from one address shares the address's (three times a seat's:
// a few players behind one address). A message the first bucket refuses
// does not count against the second. A refused message is dropped, and the
// connection told so (`RateLimited`) at most once a second.
import type { RateLimit } from "./rateLimit.js";

/** A connection's side of the rate: when it was last told it is limited (ms, performance clock). */
export interface Told {
  toldAt: number;
}

/** The rates, as `welcome.limits` states them. */
export interface Rates {
  perSecond: number;
  burst: number;
  addressPerSecond: number;
  addressBurst: number;
}

/**
 * Whether one more message of a connection may be read now, taking a token
 * from `own` (its seat's or its own bucket), then from `address`'s. When it
 * may not: `tell`, the words of the `RateLimited` refusal to send it, unless
 * it was told within the last second.
 */
export function admit(
  connection: Told,
  own: RateLimit,
  address: RateLimit,
  rates: Rates,
  now = performance.now(),
): { read: true } | { read: false; tell?: string } {
  const refusedBy = !own.take() ? own : !address.take() ? address : undefined;
  if (!refusedBy) return { read: true };
  if (now - connection.toldAt < 1000) return { read: false };
  connection.toldAt = now;
  return {
    read: false,
    tell: `at most ${rates.perSecond} messages a second a seat (bursts of ${rates.burst}) and ${rates.addressPerSecond} an address (bursts of ${rates.addressBurst}); ${refusedBy.dropped} dropped`,
  };
}
