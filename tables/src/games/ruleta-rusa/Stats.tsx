// The end of a game of Ruleta Rusa as pictures: who went out, in order,
// and what each seat revealed and used.
import type { LogEntry, RuletaRusaView } from "ruleshelf";
import { BarChart, Statistics, Timeline, type TimelineItem } from "../../table/charts";
import { nameOf } from "../../table/seats";

interface StatsProps {
  view: RuletaRusaView;
  names: readonly string[];
  events: readonly LogEntry<"ruleta-rusa">[];
}

export function Stats({ view, names, events }: StatsProps) {
  const seats = view.players.length;
  const clicks = Array.from({ length: seats }, () => 0);
  const bangs = Array.from({ length: seats }, () => 0);
  const used = Array.from({ length: seats }, () => 0);
  const items: TimelineItem[] = [];
  let turn = 0;
  for (const { event } of events) {
    switch (event.type) {
      case "turnBegins":
        turn++;
        break;
      case "revealed":
        if (event.chip === "bang") bangs[event.seat] = (bangs[event.seat] ?? 0) + 1;
        else clicks[event.seat] = (clicks[event.seat] ?? 0) + 1;
        break;
      case "used":
        used[event.seat] = (used[event.seat] ?? 0) + 1;
        break;
      case "eliminated":
        items.push({
          seat: event.seat,
          text: `${nameOf(names, event.seat)} is out: a BANG! with no face-up chip left`,
          when: `turn ${turn}`,
        });
        break;
      case "won":
        items.push({
          seat: event.seat,
          text: `${nameOf(names, event.seat)} is the last one at the table and wins`,
          when: `turn ${turn}`,
          final: true,
        });
        break;
      default:
        break;
    }
  }
  return (
    <Statistics>
      <Timeline title="Eliminations, in order" items={items} />
      <BarChart
        title="Chips revealed and skills used, per seat"
        measures={["CLICKs revealed", "BANG!s revealed", "skills used"]}
        groups={view.players.map((_, seat) => ({
          seat,
          name: nameOf(names, seat),
          values: [clicks[seat] ?? 0, bangs[seat] ?? 0, used[seat] ?? 0],
        }))}
      />
    </Statistics>
  );
}
