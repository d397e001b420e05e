// The end of a game of Ruse (2014) as a picture: the Accusations each
// suspect made, moved with a Joker, and removed from in front of them.
import type { LogEntry } from "ruleshelf";
import { BarChart, Statistics } from "../../table/charts";
import { nameOf } from "../../table/seats";

interface StatsProps {
  players: number;
  names: readonly string[];
  events: readonly LogEntry<"ruse-2014">[];
}

export function Stats({ players, names, events }: StatsProps) {
  const made = Array.from({ length: players }, () => 0);
  const moved = Array.from({ length: players }, () => 0);
  const removed = Array.from({ length: players }, () => 0);
  const add = (counts: number[], seat: number) => {
    counts[seat] = (counts[seat] ?? 0) + 1;
  };
  for (const { event } of events) {
    if (event.type === "accused") add(made, event.seat);
    else if (event.type === "revealedJoker") add(moved, event.seat);
    else if (event.type === "providedAlibi" || event.type === "coveredUp") add(removed, event.seat);
  }
  return (
    <Statistics>
      <BarChart
        title="Accusations per suspect"
        measures={["made against others", "moved with a Joker", "removed (Alibi or cover-up)"]}
        groups={Array.from({ length: players }, (_, seat) => ({
          seat,
          name: nameOf(names, seat),
          values: [made[seat] ?? 0, moved[seat] ?? 0, removed[seat] ?? 0],
        }))}
      />
    </Statistics>
  );
}
