// What a page asks for (a game, its seats, who plays them, its options)
// checked and turned into a table's setup, with a plain message for each
// mistake: a page author sees why, never a blank box.
import type { GameId } from "ruleshelf";
import { gameInfo, randomSeed, shelf, type SetupOptions } from "../engine";
import type { SeatKind, Setup } from "../play/session";

/** A table as a page asks for it: the element's attributes, the component's props. */
export interface TableRequest {
  game: string;
  /** How many seats (default: the game's fewest). */
  seats?: number;
  /** The seats played at this device (several: hot-seat). */
  you?: readonly number[];
  /** The seats the bots play. */
  bots?: readonly number[];
  /** The game's own options (seats and seed aside). */
  options?: Record<string, unknown>;
  /** The seed (default: a fresh one each game). */
  seed?: number;
  /** The players' names, seat by seat. */
  names?: readonly string[];
}

/** A request's mistake, in words, with the code a page can act on. */
export class RequestError extends Error {
  override name = "RequestError";
  constructor(
    message: string,
    readonly code: "UnknownGame" | "InvalidSeat" | "InvalidOptions",
  ) {
    super(message);
  }
}

function seatList(
  seats: readonly number[] | undefined,
  count: number,
  what: string,
): number[] | undefined {
  if (seats === undefined) return undefined;
  for (const seat of seats) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= count) {
      throw new RequestError(
        `${what} names seat ${String(seat)}, but the seats are numbered 0 to ${count - 1}.`,
        "InvalidSeat",
      );
    }
  }
  return [...new Set(seats)];
}

/**
 * The setup a request asks for. The game's own checks of its options come
 * later, from the engine (`InvalidOptions`, with its message).
 */
export function setupOf(request: TableRequest): Setup {
  const info = gameInfo(request.game);
  if (!info)
    throw new RequestError(
      `There is no game "${request.game}" on this shelf (it has ${shelf()
        .map((game) => game.id)
        .join(", ")}).`,
      "UnknownGame",
    );
  const seats = request.seats ?? Math.max(info.seats.min, Math.min(2, info.seats.max));
  if (!Number.isInteger(seats) || seats < info.seats.min || seats > info.seats.max) {
    throw new RequestError(
      `${info.name} is played by ${info.seats.min} to ${info.seats.max} seats, not ${String(request.seats)}.`,
      "InvalidSeat",
    );
  }
  const you = seatList(request.you, seats, "you");
  const bots = seatList(request.bots, seats, "bots");
  const everyone = Array.from({ length: seats }, (_, seat) => seat);
  const humans = you ?? (bots ? everyone.filter((seat) => !bots.includes(seat)) : [0]);
  const botSeats = bots ?? everyone.filter((seat) => !humans.includes(seat));
  const kinds: SeatKind[] = everyone.map((seat) => {
    const human = humans.includes(seat);
    const bot = botSeats.includes(seat);
    if (human && bot)
      throw new RequestError(`Seat ${seat} cannot be both yours and a bot's.`, "InvalidSeat");
    if (!human && !bot)
      throw new RequestError(
        `Seat ${seat} is neither yours nor a bot's: name it in "you" or in "bots".`,
        "InvalidSeat",
      );
    return human ? "human" : "bot";
  });
  const seed = request.seed ?? randomSeed();
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new RequestError(
      `The seed must be a whole number from 0 to 4294967295, not ${String(seed)}.`,
      "InvalidOptions",
    );
  const options = { ...(request.options ?? {}), seats, seed } as SetupOptions;
  const names = request.names ? { names: request.names.map(String) } : {};
  return { game: info.id as GameId, options, kinds, ...names };
}

/**
 * Whether a kept game is the one a request asks for: the same game, seats,
 * players and options (the seed too, when the request names one).
 */
export function sameTable(kept: Setup, asked: Setup, seedAsked: boolean): boolean {
  const { seed: keptSeed, ...keptOptions } = kept.options;
  const { seed: askedSeed, ...askedOptions } = asked.options;
  return (
    kept.game === asked.game &&
    JSON.stringify(kept.kinds) === JSON.stringify(asked.kinds) &&
    JSON.stringify(sorted(keptOptions)) === JSON.stringify(sorted(askedOptions)) &&
    (!seedAsked || keptSeed === askedSeed)
  );
}

function sorted(record: Record<string, unknown>): [string, unknown][] {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
}
