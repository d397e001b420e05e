// An invite to an online match, as a page gives it: the link a table's host
// shares (`…?online=<match>&seat=<n>`, `&watch` to watch; the demo makes
// these), or in short `<match>/<seat>`, `<match>/watch`, `<match>` (rejoin
// with the seat this browser holds, else watch).

export interface Invite {
  matchId: string;
  /** The seat the invite opens; none: the held seat, else watching. */
  seat: number | "any" | undefined;
  watch: boolean;
  /** The invite's link, when it was one: the links for other seats are made from it. */
  link?: string;
}

/** An invite that names no match. */
export class InviteError extends Error {
  override name = "InviteError";
}

function seatOf(text: string | null): number | "any" | undefined {
  if (text === null || text === "") return undefined;
  if (text === "any") return "any";
  if (/^\d+$/.test(text)) return Number(text);
  throw new InviteError(`The invite's seat "${text}" is not a seat number.`);
}

/** Reads an invite; throws an InviteError saying what is wrong. */
export function readInvite(text: string): Invite {
  const trimmed = text.trim();
  if (/^https?:\/\//.test(trimmed)) {
    const url = new URL(trimmed);
    const matchId = url.searchParams.get("online");
    if (!matchId || matchId === "new")
      throw new InviteError("The invite link names no match (it needs ?online=<match>).");
    return {
      matchId,
      seat: seatOf(url.searchParams.get("seat")),
      watch: url.searchParams.has("watch"),
      link: url.href,
    };
  }
  const [matchId, rest, ...more] = trimmed.split("/");
  if (!matchId || more.length > 0 || !/^[\w-]+$/.test(matchId)) {
    throw new InviteError(`"${text}" is not an invite: give a match's link, or <match>/<seat>.`);
  }
  if (rest === "watch") return { matchId, seat: undefined, watch: true };
  return { matchId, seat: seatOf(rest ?? null), watch: false };
}

/** The link that opens the same match for `seat` (or to watch), when the invite was a link. */
export function linkFor(invite: Invite, seat: number | "watch"): string | undefined {
  if (!invite.link) return undefined;
  const url = new URL(invite.link);
  // The same link with its seat (or watch) right after the match, the rest kept in order.
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (key === "seat" || key === "watch") continue;
    params.append(key, value);
    if (key === "online")
      params.append(seat === "watch" ? "watch" : "seat", seat === "watch" ? "" : String(seat));
  }
  url.search = params.toString().replace(/=(&|$)/g, "$1");
  return url.href;
}
