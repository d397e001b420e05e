// The other processes of a cluster, as Colyseus lists them (in Redis):
// which are alive, and dropping the dead ones' rooms from the listing so
// their clients' next join rebuilds their matches here.
import { matchMaker } from "@colyseus/core";
import { messageOf } from "./errors.js";

/** How long a process's channel must stay gone before it counts as dead (a Redis reconnection restores it sooner). */
const SILENCE_MS = 100;

/**
 * Whether `processId` listens on its own channel. Each process subscribes
 * to `p:<its id>` while it lives, and Colyseus asks it everything there; a
 * process killed outright loses it at once with its Redis connection, so
 * a process without it cannot answer anything, a health check included.
 */
async function listens(processId: string): Promise<boolean> {
  const channel = `p:${processId}`;
  return ((await matchMaker.presence.channels(channel)) as string[]).includes(channel);
}

/** Whether `processId` has stopped listening: gone now and still gone a moment later. */
async function silent(processId: string): Promise<boolean> {
  if (await listens(processId)) return false;
  await new Promise((resolve) => setTimeout(resolve, SILENCE_MS));
  return !(await listens(processId));
}

/**
 * Whether another process is alive: listed among Colyseus's processes,
 * listening on its channel, and answering a health check (a dead one is
 * dropped from the list by the first failed check, so it costs no wait).
 */
export async function processAnswers(processId: string): Promise<boolean> {
  const listed = (await matchMaker.stats.fetchAll()).some((peer) => peer.processId === processId);
  return listed && !(await silent(processId)) && (await matchMaker.healthCheckProcessId(processId));
}

let checking: Promise<void> | undefined;

/**
 * Looks at the other processes now, unless a look is under way (then its
 * end): asked before each matchmaking request of a cluster, so a request
 * that comes right after a process died (its clients' rejoins) finds its
 * rooms gone from the listing, rather than waiting out a call to a dead
 * room. A live cluster costs one listing read and one channel look a peer.
 */
export function peersChecked(log: (line: string) => void): Promise<void> {
  checking ??= watchPeers(log).finally(() => (checking = undefined));
  return checking;
}

/**
 * Looks at every other process once: one that has stopped listening is
 * dropped with its rooms at once (what Colyseus does on a failed health
 * check, without waiting out the check's 2 s); one that listens but does
 * not answer (frozen) is dropped by the failed health check itself.
 */
export async function watchPeers(log: (line: string) => void): Promise<void> {
  try {
    const peers = (await matchMaker.stats.fetchAll()).filter(
      (peer) => peer.processId !== matchMaker.processId,
    );
    await Promise.all(
      peers.map(async ({ processId }) => {
        if (await silent(processId)) {
          await matchMaker.stats.excludeProcess(processId);
          await matchMaker.driver.cleanup?.(processId);
          log(`process ${processId} stopped listening: its rooms are dropped from the listing`);
        } else if (!(await matchMaker.healthCheckProcessId(processId))) {
          log(`process ${processId} does not answer: its rooms are dropped from the listing`);
        }
      }),
    );
  } catch (error) {
    log(`the other processes could not be checked: ${messageOf(error)}`);
  }
}
