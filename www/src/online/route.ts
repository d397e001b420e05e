// Where online play is in the address: `?online=new` (set up a table),
// `?online=<match>&seat=<n>` (an invite link), `?online=<match>` (rejoin
// with the stored seat token, or watch), `&watch` (watch). `?server=` names
// the game server when it is not the default.
import { useEffect, useState } from "react";

export type OnlineRoute =
  | { screen: "new" }
  | { screen: "match"; matchId: string; seat: number | "any" | undefined; watch: boolean };

export function readRoute(search: string = location.search): OnlineRoute | undefined {
  const params = new URLSearchParams(search);
  const online = params.get("online");
  if (online === null) return undefined;
  if (online === "" || online === "new") return { screen: "new" };
  const seat = params.get("seat");
  return {
    screen: "match",
    matchId: online,
    seat: seat === "any" ? "any" : seat !== null && /^\d+$/.test(seat) ? Number(seat) : undefined,
    watch: params.has("watch"),
  };
}

function search(route: OnlineRoute): string {
  const params = new URLSearchParams();
  const server = new URLSearchParams(location.search).get("server");
  if (route.screen === "new") params.set("online", "new");
  else {
    params.set("online", route.matchId);
    if (route.seat !== undefined) params.set("seat", String(route.seat));
    if (route.watch) params.set("watch", "");
  }
  if (server) params.set("server", server);
  return `?${params.toString().replace(/=(&|$)/g, "$1")}`;
}

const CHANGED = "ruleshelf-online-route";

/** Opens an online screen (or, with none, leaves online play for the menu). */
export function goOnline(route: OnlineRoute | undefined, { replace = false } = {}): void {
  const url = route ? search(route) : location.pathname;
  if (replace) history.replaceState(null, "", url);
  else history.pushState(null, "", url);
  window.dispatchEvent(new Event(CHANGED));
}

/** The link that opens this match (for a seat, or to watch). */
export function matchLink(matchId: string, seat?: number | "any", watch = false): string {
  return new URL(
    `${location.pathname}${search({ screen: "match", matchId, seat, watch })}`,
    location.origin,
  ).href;
}

/** The online screen the address asks for, kept up to date. */
export function useOnlineRoute(): OnlineRoute | undefined {
  const [route, setRoute] = useState(readRoute);
  useEffect(() => {
    const update = () => setRoute(readRoute());
    window.addEventListener("popstate", update);
    window.addEventListener(CHANGED, update);
    return () => {
      window.removeEventListener("popstate", update);
      window.removeEventListener(CHANGED, update);
    };
  }, []);
  return route;
}
