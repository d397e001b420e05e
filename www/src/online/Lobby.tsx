// The open tables: the public tables of the game server waiting for
// players, live. One touch on Join takes a free seat (the server picks the
// first open one). Every name comes from a user, so every name is text.
import { useEffect, useState } from "react";
import type { GameInfo } from "ruleshelf";
import {
  gameTitle,
  openSeats,
  shelf,
  useOnlineLobby,
  waitedSeconds,
  type LobbySeat,
  type LobbyTable,
} from "ruleshelf/react";
import { goOnline } from "./route";
import { demoServer } from "./server";

/** `Date.now()`, again every `ms`. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** "waiting 3 min", in words a glance reads. */
export function waitedWords(seconds: number): string {
  if (seconds < 60) return "just set up";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `waiting ${hours} h ${minutes % 60} min`;
}

/** The options a table was set up with, in the words of the game's own form; the seat count is said elsewhere. */
export function optionWords(
  game: GameInfo | undefined,
  options: Record<string, unknown>,
): string[] {
  if (!game) return [];
  return Object.entries(options).flatMap(([key, value]) => {
    const option = game.options.find((candidate) => candidate.key === key);
    if (!option || key === "seats") return [];
    const kind = option.kind;
    if (kind.type === "flag") return value === true ? [option.label] : [];
    if (kind.type === "choice") {
      const choice = kind.choices.find((candidate) => candidate.value === value);
      return choice ? [`${option.label}: ${choice.label}`] : [];
    }
    return typeof value === "number" ? [`${option.label}: seat ${value + 1}`] : [];
  });
}

function seatWords(seat: LobbySeat): string {
  if (seat.kind === "bot") return seat.name ? `${seat.name} (bot)` : "a bot";
  if (seat.open) return "open";
  return seat.name || `Seat ${seat.seat + 1}`;
}

function TableEntry({
  table,
  receivedAt,
  now,
}: {
  table: LobbyTable;
  receivedAt: number;
  now: number;
}) {
  const game = shelf().find((candidate) => candidate.id === table.game);
  const title = gameTitle(table.game);
  const free = openSeats(table);
  const humans = table.seats.filter((seat) => seat.kind === "human").length;
  const options = optionWords(game, table.options);
  const there = table.seats.filter((seat) => !seat.open && seat.kind === "human").map(seatWords);
  const join = () =>
    goOnline({ screen: "match", matchId: table.matchId, seat: "any", watch: false });
  return (
    <li
      className="lobby-table"
      data-testid="lobby-table"
      data-match={table.matchId}
      data-open={free}
    >
      <div className="lobby-words">
        <span className="lobby-game">{title}</span>
        {options.length > 0 && <span className="lobby-options">{options.join(" · ")}</span>}
        <ul className="lobby-seats" aria-label="Seats">
          {table.seats.map((seat) => (
            <li
              key={seat.seat}
              className={seat.open ? "lobby-seat open" : "lobby-seat"}
              data-seat={seat.seat}
              data-open={seat.open}
            >
              {seatWords(seat)}
            </li>
          ))}
        </ul>
        <span className="lobby-when">
          {free} of {humans} {humans === 1 ? "seat" : "seats"} free ·{" "}
          {waitedWords(waitedSeconds(table, receivedAt, now))}
        </span>
      </div>
      <button
        type="button"
        className="primary"
        onClick={join}
        data-testid="lobby-join"
        aria-label={`Join ${title}${there.length > 0 ? ` with ${there.join(", ")}` : ""}`}
      >
        Join
      </button>
    </li>
  );
}

export function Lobby() {
  const state = useOnlineLobby(demoServer());
  const now = useNow(15000);
  const tables = state?.tables ?? [];
  return (
    <section
      className="card lobby"
      aria-labelledby="lobby-title"
      data-testid="lobby"
      data-link={state?.link ?? "connecting"}
    >
      <h2 id="lobby-title">Open tables</h2>
      <p className="summary">
        Public tables waiting for players, as they are set up. Join takes a free seat at once.
      </p>
      {!state?.loaded ? (
        <p className="help" role="status">
          {state?.link === "reconnecting"
            ? "The game server does not answer; trying again…"
            : "Looking for open tables…"}
        </p>
      ) : tables.length === 0 ? (
        <p className="help" role="status" data-testid="lobby-empty">
          No public table is waiting for players right now. Set one up: choose Public, and it shows
          here for anyone.
        </p>
      ) : (
        <ul className="lobby-tables">
          {tables.map((table) => (
            <TableEntry
              key={table.matchId}
              table={table}
              receivedAt={state.receivedAt}
              now={Math.max(now, state.receivedAt)}
            />
          ))}
        </ul>
      )}
      {state?.loaded && state.link === "reconnecting" && (
        <p className="help" role="status">
          The game server does not answer; the list may be out of date. Trying again…
        </p>
      )}
    </section>
  );
}
