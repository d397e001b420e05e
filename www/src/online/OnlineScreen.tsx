// Online play, as the address asks: set a table up, or be at a match (the
// same table component any page embeds, given the server and the link).
import { RuleshelfTable } from "ruleshelf/react";
import { demoServer } from "./server";
import { NewTable } from "./NewTable";
import { goOnline, matchLink, type OnlineRoute } from "./route";

export function OnlineScreen({ route }: { route: OnlineRoute }) {
  if (route.screen === "new") return <NewTable />;
  return (
    <RuleshelfTable
      key={`${route.matchId}/${String(route.seat)}/${route.watch}`}
      className="demo-play"
      server={demoServer()}
      invite={matchLink(route.matchId, route.seat, route.watch)}
      onMenu={() => goOnline(undefined)}
      autoFocus
    />
  );
}
