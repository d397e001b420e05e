// The end of a game of Ruse & Bruise as a picture: each seat's goal points
// after every round, and the final score (which may count all six domains
// twice).
import type { LogEntry, RuseAndBruiseView } from "ruleshelf";
import { LineChart, Statistics } from "../../table/charts";
import { nameOf } from "../../table/seats";

interface StatsProps {
  view: RuseAndBruiseView;
  names: readonly string[];
  events: readonly LogEntry<"ruse-and-bruise">[];
}

export function Stats({ view, names, events }: StatsProps) {
  const seats = view.players.length;
  const totals = Array.from({ length: seats }, () => 0);
  const byRound: number[][] = [];
  const finals = Array.from(
    { length: seats },
    (_, seat) => view.finalScores?.find((score) => score.seat === seat)?.score,
  );
  for (const { event } of events) {
    if (event.type === "columnWon")
      totals[event.seat] = (totals[event.seat] ?? 0) + event.goal.value;
    // The goals of a round are handed out after its "round complete"; the
    // next round (or the final scores) closes it.
    if (event.type === "roundBegins" && event.round > 1) byRound.push([...totals]);
    if (event.type === "finalScore" && byRound.length < 6) byRound.push([...totals]);
  }
  const points = [...byRound.map((_, round) => `R${round + 1}`), "Final"];
  return (
    <Statistics>
      <LineChart
        title="Goal points after each round, then the final score"
        points={points}
        unit="points"
        series={Array.from({ length: seats }, (_, seat) => ({
          seat,
          name: nameOf(names, seat),
          values: [...byRound.map((round) => round[seat] ?? 0), finals[seat] ?? totals[seat] ?? 0],
        }))}
      />
    </Statistics>
  );
}
