// The bots' turns at a table: every seat a bot plays now (a bot's seat, a
// human seat covered for its gone player or out of time: seats.ts
// `botPlays`) that must decide gets a move, worked out from its seat's
// view only in a bot worker (bots.ts), `botPace` ms after the position
// arose, and only while someone is at the table. A move is for one
// position: one worked out for a position the match has left (an action
// played, an undo) is dropped, and the bots of the new position think
// afresh.
import type { Action } from "./engine.js";
import { messageOf } from "./errors.js";
import { DEFAULT_BOT } from "./protocol.js";
import { shared } from "./services.js";
import type { HostedTable } from "./table.js";

/** What the bots' turns need of the room, beside the table. */
export interface BotHost {
  /** Whether a bot plays `seat` now. */
  botPlays(seat: number): boolean;
  /** Whether anyone is at the table for bots to play with. */
  someoneAt(): boolean;
  /** Plays a bot's action as room work, after every piece before it (`byBot`: true). */
  playBotMove(seat: number, action: Action, turn: number, still: () => boolean): Promise<void>;
  /** Runs `work` after `ms` unless the room is disposed meanwhile. */
  later(work: () => void, ms: number): void;
}

export class BotTurns {
  /** Bot moves being worked out, by seat and position. */
  private readonly thinking = new Set<string>();
  /** Counts the positions the match has been in, undone ones too: a bot's move is for one position. */
  private position = 0;

  constructor(
    private readonly table: HostedTable,
    private readonly host: BotHost,
  ) {}

  /** The match is in a new position (an action was played, or taken back). */
  moved(): void {
    this.position++;
  }

  /** Starts a bot move for every seat a bot plays that must decide now. */
  think(): void {
    const { match } = this.table;
    if (this.table.disposed || match.over || !this.host.someoneAt()) return;
    const { turn } = match;
    const position = this.position;
    for (const seat of match.toAct) {
      const key = `${seat}@${position}`;
      if (!this.host.botPlays(seat) || this.thinking.has(key)) continue;
      this.thinking.add(key);
      this.host.later(() => void this.move(seat, turn, position, key), match.record.botPace);
    }
  }

  /** Whether a move worked out for `seat` at `position` is still to be played. */
  private still(seat: number, position: number): boolean {
    return !this.table.disposed && this.position === position && this.host.botPlays(seat);
  }

  private async move(seat: number, turn: number, position: number, key: string): Promise<void> {
    const { match } = this.table;
    try {
      if (!this.still(seat, position)) return;
      const options = { ...(match.record.seats[seat]?.bot ?? DEFAULT_BOT), seed: turn };
      const action = await shared().bots.suggest(match.viewOf(seat), options);
      await this.host.playBotMove(seat, action, turn, () => this.still(seat, position));
    } catch (error) {
      shared().log(
        `match ${match.id}: the bot of seat ${seat} failed at turn ${turn}: ${messageOf(error)}`,
      );
      // Try again later rather than leave the table stuck.
      this.host.later(() => this.think(), 2000);
    } finally {
      this.thinking.delete(key);
    }
  }
}
