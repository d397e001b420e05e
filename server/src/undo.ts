// Taking back a decision: a seat's last decision with the bots' replies to
// it, as the take-back policy allows (`Match.takeBackFrom`, Board Game
// Arena's: nothing of it showed the seat something hidden or left to
// chance, nobody else moved since, the match is not over). The actions
// leave the record first (only while this room holds the match's lease),
// then every connection is sent its view afresh, its log from entry 0, and
// everyone is told what was taken back (`undone`).
import { MessageRefusal, messageOf } from "./errors.js";
import type { Visitor } from "./seats.js";
import { shared } from "./services.js";
import { movingRefusal, type HostedTable } from "./table.js";

/**
 * Takes back `seat`'s last decision, asked at view `turn`, or refuses
 * (`StaleTurn`, `NotUndoable`, `Unavailable`: the record could not be
 * changed, or it is no longer this room's to change, which gives the match
 * up). Returns the turn the match is at again. Run it as room work.
 */
export async function undo(table: HostedTable, seat: number, turn: number): Promise<number> {
  if (table.disposed) throw movingRefusal();
  const { match } = table;
  if (turn !== match.turn) {
    throw new MessageRefusal(
      "StaleTurn",
      `the position has changed since turn ${turn} (it is turn ${match.turn} now)`,
    );
  }
  const from = match.takeBackFrom(seat);
  let deleted: boolean;
  try {
    deleted = await shared().store.takeBack(match.id, from, table.leaseHolder());
  } catch (error) {
    shared().log(`match ${match.id}: an undo could not be stored: ${messageOf(error)}`);
    throw new MessageRefusal(
      "Unavailable",
      "the match record could not be changed, so nothing was taken back; try again",
    );
  }
  if (!deleted) {
    table.lost("its record is no longer this process's to change");
    throw movingRefusal();
  }
  const actions = match.turn - from;
  match.rewind(from);
  for (const client of table.clients) {
    (client.userData as Visitor).seen = 0;
    table.sendView(client);
  }
  table.broadcast("undone", { seat, turn: from, actions });
  shared().log(
    `match ${match.id}: seat ${seat} took back ${actions} action(s), back at turn ${from}`,
  );
  return from;
}
