// Where the game server is, and the calls that are plain HTTP: setting a
// table up. Seat tokens are kept in this browser, one per match.
import type { CreatedTable, TableSetup } from "./protocol";

/**
 * The game server a page finds by itself: `?server=` in its address, else
 * port 2567 of the host that served it (what ./scripts/demo.sh starts).
 */
export function serverUrl(): string {
  const asked = new URLSearchParams(location.search).get("server");
  if (asked) return asked.replace(/\/+$/, "");
  return `${location.protocol}//${location.hostname}:2567`;
}

/**
 * Sets a table up on the game server at `server`; throws with the server's
 * reason. When the setup names the creator's seat (`host`), its token is
 * kept in this browser at once, so the invite link of that seat opens it
 * for the creator and nobody else is given it meanwhile.
 */
export async function createTable(
  setup: TableSetup,
  server: string = serverUrl(),
): Promise<CreatedTable> {
  let response: Response;
  try {
    response = await fetch(`${server}/api/tables`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(setup),
    });
  } catch {
    throw new Error(`The game server at ${server} does not answer.`);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<CreatedTable> & {
    error?: { code: string; message: string };
  };
  if (!response.ok || !body.matchId) {
    throw new Error(
      body.error
        ? `${body.error.message} (${body.error.code})`
        : `The server refused (HTTP ${response.status}).`,
    );
  }
  if (body.host) holdSeat(body.matchId, body.host.seat, body.host.token);
  return body as CreatedTable;
}

const TOKENS = "ruleshelf-online-seats";

interface HeldSeat {
  seat: number;
  token: string;
}

function held(): Record<string, HeldSeat> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TOKENS) ?? "{}");
    return typeof value === "object" && value !== null ? (value as Record<string, HeldSeat>) : {};
  } catch {
    return {};
  }
}

/** The seat this browser holds at a match, if any. */
export function heldSeat(matchId: string): HeldSeat | undefined {
  const seat = held()[matchId];
  return seat && typeof seat.token === "string" && Number.isInteger(seat.seat) ? seat : undefined;
}

export function holdSeat(matchId: string, seat: number, token: string): void {
  try {
    localStorage.setItem(TOKENS, JSON.stringify({ ...held(), [matchId]: { seat, token } }));
  } catch {
    // Storage refused: the seat is held for this page's life only.
  }
}

export function forgetSeat(matchId: string): void {
  const all = held();
  delete all[matchId];
  try {
    localStorage.setItem(TOKENS, JSON.stringify(all));
  } catch {
    // Nothing stored, nothing to forget.
  }
}
