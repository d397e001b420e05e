// Playing one action at a table: the rules check it (as the engine's own
// action, `Match.tryAction`), the record stores it (with every other room's
// actions of this event-loop turn, `Store.appendAction`), and only then is
// it played and every connection sent its new view. Nothing a player saw is
// lost if the process dies: the record already holds the action behind it.
import { MessageRefusal, messageOf } from "./errors.js";
import { announceLobby } from "./lobby.js";
import type { Step } from "./match.js";
import { shared } from "./services.js";
import { RecordConflict } from "./store.js";
import { movingRefusal, type HostedTable } from "./table.js";

/**
 * Plays `action` for `seat` at view `turn` (`byBot`: a bot chose it), or
 * refuses it with a MessageRefusal: the rules' code, `StaleTurn`,
 * `WrongSeat`, or `Unavailable` when it could not be stored (then nothing
 * changed; a record conflict also gives the match up). Returns the step
 * played. Run it as room work (one piece at a time per match).
 */
export async function play(
  table: HostedTable,
  seat: number,
  action: Record<string, unknown>,
  turn: number,
  byBot: boolean,
): Promise<Step> {
  if (table.disposed) throw movingRefusal();
  const { match } = table;
  const step = match.tryAction(seat, action, turn);
  try {
    await shared().store.appendAction(match.id, turn, seat, byBot, step.action, step.outcome);
  } catch (error) {
    if (error instanceof RecordConflict) table.lost(error.message);
    else shared().log(`match ${match.id}: action ${turn} could not be stored: ${messageOf(error)}`);
    throw new MessageRefusal(
      "Unavailable",
      "the match record could not be stored, so the action was not played; try again",
    );
  }
  match.commit(step, byBot);
  for (const client of table.clients) table.sendView(client);
  if (step.outcome) {
    shared().log(`match ${match.id} ended after ${match.turn} actions`);
    announceLobby();
  }
  return step;
}
