// What every room of a process shares: the store, the bot workers, the
// rates and the log, given once before the process listens.
import type { Bots } from "./bots.js";
import type { Buckets } from "./rateLimit.js";
import type { Store } from "./store.js";

/** What every room of a process shares. */
export interface Services {
  store: Store;
  bots: Bots;
  /** Room messages a seat (or a spectator) may send: per second on average, and in a burst. */
  rate: { perSecond: number; burst: number };
  /** Room messages one address may send, every connection of every room of this process together. */
  addresses: Buckets;
  /** Whether X-Forwarded-For names the client (a load balancer in front sets it). */
  trustProxy: boolean;
  log: (line: string) => void;
}
let services: Services | undefined;
/** Gives the rooms of this process their store and bots (once, before listening). */
export function configureRooms(shared: Services): void {
  services = shared;
}
/** The process's services (configureRooms must have been called). */
export function shared(): Services {
  if (!services) throw new Error("configureRooms() was not called");
  return services;
}
