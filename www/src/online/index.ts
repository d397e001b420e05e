// Online play: what the app shell needs to offer it. The online screens
// (and the Colyseus client) load when the address asks for one, not with
// the menu.
import { lazy } from "react";

export const OnlineScreen = lazy(() =>
  import("./OnlineScreen").then((m) => ({ default: m.OnlineScreen })),
);
export { PlayOnline } from "./PlayOnline";
export { useOnlineRoute } from "./route";
