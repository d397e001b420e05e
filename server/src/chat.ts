// The table's chat as a room keeps it: the latest CHAT_KEPT lines (sent to
// whoever joins), the number the next line takes, and who may write what
// (a seated player, a spectator where the setup allows it, each within the
// chat rate). Lines are stored with the match before anyone is sent them.
import { MessageRefusal } from "./errors.js";
import { LIMITS, type ChatLine } from "./protocol.js";
import type { RateLimit } from "./rateLimit.js";
import { CHAT_KEPT } from "./store.js";

export class ChatLog {
  private readonly kept: ChatLine[];
  private next: number;

  /** The match's latest stored lines, oldest first. */
  constructor(lines: ChatLine[]) {
    this.kept = [...lines];
    this.next = (lines.at(-1)?.n ?? -1) + 1;
  }

  /** The lines a newcomer is sent. */
  get lines(): readonly ChatLine[] {
    return this.kept;
  }

  /**
   * The line `text` from `seat` (null: a spectator) becomes, once the
   * sender may write (refused as `NotSeated` or `RateLimited` otherwise,
   * the rate's token taken only when allowed).
   */
  line(
    seat: number | null,
    name: string,
    text: string,
    limit: RateLimit,
    spectatorsChat: boolean,
  ): ChatLine {
    if (seat === null && !spectatorsChat) {
      throw new MessageRefusal(
        "NotSeated",
        "at this table only the seated players write in the chat",
      );
    }
    if (!limit.take()) {
      throw new MessageRefusal(
        "RateLimited",
        `at most ${LIMITS.chatPerMinute} chat lines a minute (bursts of ${LIMITS.chatBurst}); wait a little`,
      );
    }
    return { n: this.next, seat, name, text, at: new Date().toISOString() };
  }

  /** Keeps a line once it is stored: the next one takes the next number. */
  keep(line: ChatLine): void {
    this.next = line.n + 1;
    this.kept.push(line);
    if (this.kept.length > CHAT_KEPT) this.kept.shift();
  }
}
