// Online play, as the address asks: set a table up, or be at a match.
import { NewTable } from "./NewTable";
import { OnlineMatch } from "./OnlineMatch";
import type { OnlineRoute } from "./route";
import "./online.css";

export function OnlineScreen({ route }: { route: OnlineRoute }) {
  if (route.screen === "new") return <NewTable />;
  return <OnlineMatch key={`${route.matchId}/${String(route.seat)}/${route.watch}`} route={route} />;
}
