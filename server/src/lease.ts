// One host per match: the lease. The room hosting a match holds its row
// (`matches.host` = `<process>/<room>`, `lease_until`), renewing it every
// LEASE_RENEW_MS; a lease whose holder's process no longer answers is
// taken over (that is how a match whose process died moves).
import { matchMaker } from "@colyseus/core";
import { JoinRefusal, messageOf } from "./errors.js";
import { processAnswers } from "./peers.js";
import type { Store } from "./store.js";

/** Who holds a lease: a room of this process (two rooms of one process never share a match). */
export function leaseHolder(roomId: string): string {
  return `${matchMaker.processId}/${roomId}`;
}

/**
 * Takes match `id`'s lease for `me`, given `first`, what asking for it
 * once answered: a lease held by a live room elsewhere refuses the join
 * (`HostedElsewhere`, transient), one held by a process that no longer
 * answers is taken over, and a store that cannot be reached is
 * `Unavailable`.
 */
export async function takeLease(
  store: Store,
  id: string,
  me: string,
  first: Awaited<ReturnType<Store["takeLease"]>>,
): Promise<void> {
  try {
    let lease = first;
    const [holderProcess = ""] = lease.taken ? [] : lease.holder.split("/");
    if (
      !lease.taken &&
      holderProcess !== matchMaker.processId &&
      !(await processAnswers(holderProcess))
    ) {
      lease = await store.takeLease(id, me, lease.holder);
    }
    if (!lease.taken)
      throw new JoinRefusal(
        "HostedElsewhere",
        `match ${id} is hosted by another process: join again`,
      );
  } catch (error) {
    if (error instanceof JoinRefusal) throw error;
    throw new JoinRefusal(
      "Unavailable",
      `the match record could not be reached: ${messageOf(error)}`,
    );
  }
}
