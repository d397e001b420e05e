// Replay files: the game, its options (with the seed), who sat where and the
// actions — enough to rebuild every position.
import type { Action, GameId } from "ruleshelf";
import { asGameId, type SetupOptions } from "../engine";
import { cleanName, createSession, type SeatKind, type Session } from "./session";

const KIND = "ruleshelf-replay";

interface ReplayFile {
  kind: typeof KIND;
  version: 1;
  game: string;
  options: SetupOptions;
  seats: SeatKind[];
  /** Players' names, if they gave any. */
  names?: string[];
  actions: Action[];
}

/** A game as a replay file's text: its game, options (the seed among them), who sat where and its actions. */
export function replayOf(
  game: string,
  options: SetupOptions,
  seats: readonly SeatKind[],
  actions: readonly Action[],
  names?: readonly string[],
): string {
  const file: ReplayFile = {
    kind: KIND,
    version: 1,
    game,
    options,
    seats: [...seats],
    ...(names ? { names: [...names] } : {}),
    actions: [...actions],
  };
  return JSON.stringify(file, null, 1);
}

export function replayText(session: Session): string {
  const { game, options, kinds, names } = session.setup;
  return replayOf(game, options, kinds, session.actions, names);
}

/** Offers a replay's text as a download, named after its game, seed and length. */
export function downloadReplayText(text: string): void {
  const file = JSON.parse(text) as ReplayFile;
  const blob = new Blob([text], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `${file.game}-seed${file.options.seed}-${file.actions.length}moves.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** Offers the replay as a download. */
export function downloadReplay(session: Session): void {
  downloadReplayText(replayText(session));
}

/** A replay file's text read and its shape checked; throws a readable Error. */
function readReplay(
  text: string,
): Partial<ReplayFile> & Pick<ReplayFile, "game" | "options" | "actions"> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error("This file is not JSON.");
  }
  if (typeof raw !== "object" || raw === null) throw new Error("This file is not a replay.");
  const file = raw as Partial<ReplayFile>;
  if (
    file.kind !== KIND ||
    typeof file.game !== "string" ||
    typeof file.options !== "object" ||
    !Array.isArray(file.actions)
  ) {
    throw new Error("This file is not a ruleshelf replay (it needs game, options and actions).");
  }
  return file as Partial<ReplayFile> & Pick<ReplayFile, "game" | "options" | "actions">;
}

/** The game a replay file's text is of (checked against the shelf); throws a readable Error. */
export function gameOfReplay(text: string): GameId {
  return asGameId(readReplay(text).game);
}

/** Rebuilds a game from a replay file's text (its game's engine loaded); throws a readable Error. */
export function sessionFromReplay(text: string): Session {
  const file = readReplay(text);
  const options = file.options;
  if (typeof options.seats !== "number" || typeof options.seed !== "number") {
    throw new Error("The replay's options need seats and a seed.");
  }
  const kinds: SeatKind[] =
    Array.isArray(file.seats) && file.seats.length === options.seats
      ? file.seats.map((kind) => (kind === "bot" ? "bot" : "human"))
      : Array.from({ length: options.seats }, () => "human");
  const names = Array.isArray(file.names) ? { names: file.names.map(cleanName) } : {};
  return createSession({ game: asGameId(file.game), options, kinds, ...names }, file.actions);
}
