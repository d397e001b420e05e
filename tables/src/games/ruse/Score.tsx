// The end of the game: the score table (VP earned during the four rounds,
// then each end-of-game step, adding up to the total), each seat's VP round
// by round and where its points came from.
import { useMemo } from "react";
import type { LogEntry, RuseView } from "ruleshelf";
import { LineChart, StackedBars, Statistics } from "../../table/charts";
import type { HistoryStep } from "../types";
import { ordinal, seatName, type RuseAct } from "./words";

/** What each end-of-game step gave, and what the rounds gave before. */
function endParts(
  view: RuseView,
  seat: number,
): {
  during: number;
  star: number;
  hunting: number;
  kits: number;
  common: number;
  penalties: number;
  total: number;
} {
  const total = view.players[seat]?.vp ?? 0;
  const f = view.finalScores?.[seat] ?? { star: 0, hunting: 0, kits: 0, common: 0, penalties: 0 };
  return { ...f, total, during: total - f.star - f.hunting - f.kits - f.common + f.penalties };
}

export function FinalScores({ view, names }: { view: RuseView; names: readonly string[] }) {
  if (!view.finalScores) return null;
  const rows = view.players
    .map((_, seat) => ({ seat, ...endParts(view, seat) }))
    .sort((a, b) => b.total - a.total);
  return (
    <section className="rf-final card" aria-label="Final scores" data-testid="rf-final">
      <h3>Final scores</h3>
      <div className="rf-scroll">
        <table className="score-table">
          <caption className="sr-only">
            VP during play and at each end-of-game step, adding up to each seat's total
          </caption>
          <thead>
            <tr>
              <th scope="col">Seat</th>
              <th scope="col">During play</th>
              <th scope="col">Star</th>
              <th scope="col">Hunting</th>
              <th scope="col">Kits out of the den</th>
              <th scope="col">Common objectives</th>
              <th scope="col">Objectives left</th>
              <th scope="col">Total VP</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.seat} data-testid="rf-final-row">
                <th scope="row">{seatName(names, r.seat)}</th>
                <td>{r.during}</td>
                <td>{r.star}</td>
                <td>{r.hunting}</td>
                <td>{r.kits}</td>
                <td>{r.common}</td>
                <td>{r.penalties > 0 ? `−${r.penalties}` : 0}</td>
                <td>
                  <strong data-testid="rf-final-total">{r.total}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="rf-small-text">
        During play: the VP of the four rounds (tracks, marks, objectives declared, kits, the den,
        the cheese and the dice left at each round's end).
      </p>
    </section>
  );
}

/** VIXEN's end-of-game steps and what its cards and rounds gave before, adding up to its VP. */
function vixenParts(view: RuseView): { name: string; vp: number }[] | undefined {
  const v = view.vixen?.public;
  const f = v?.finalScore;
  if (!v || !f) return undefined;
  const steps = [
    { name: "Star", vp: f.star },
    { name: "Hunting", vp: f.hunting },
    { name: "Den path tiles", vp: f.denTiles },
    { name: "Bonus den tiles", vp: f.bonusTiles },
    { name: "Territory tiles", vp: f.territoryTiles },
    { name: "Kits", vp: f.kits },
  ];
  return [{ name: "During play", vp: v.vp - steps.reduce((a, b) => a + b.vp, 0) }, ...steps];
}

/** VIXEN's score, step by step, and its place among the seats and VIXEN (`rank`: 1 is the first). */
export function VixenFinal({ view }: { view: RuseView }) {
  const parts = vixenParts(view);
  const rank = view.vixen?.rank;
  if (!parts) return null;
  return (
    <section
      className="rf-final card"
      aria-label="VIXEN's final score"
      data-testid="rf-vixen-final"
    >
      <h3>VIXEN's final score{rank == null ? "" : ` · ${ordinal(rank - 1)} place`}</h3>
      <div className="rf-scroll">
        <table className="score-table">
          <caption className="sr-only">
            VIXEN's VP during play and at each end-of-game step, adding up to its total
          </caption>
          <thead>
            <tr>
              {parts.map((p) => (
                <th key={p.name} scope="col">
                  {p.name}
                </th>
              ))}
              <th scope="col">Total VP</th>
            </tr>
          </thead>
          <tbody>
            <tr data-testid="rf-vixen-final-row">
              {parts.map((p) => (
                <td key={p.name}>{p.vp}</td>
              ))}
              <td>
                <strong>{view.vixen?.public.vp ?? 0}</strong>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Where the VP of the rounds came from, by the move that earned them. */
const SOURCES = [
  "Objectives",
  "Tracks",
  "Marks",
  "Kits and instincts",
  "Den tiles",
  "Other moves",
  "Cheese",
  "Dice left",
] as const;
const END = [
  "Star",
  "Hunting",
  "Kits out of the den",
  "Common objectives",
  "Objectives left",
] as const;
/** VIXEN's parts beyond the seats' (its star, hunting and kits go with theirs). */
const VIXEN_PARTS = [
  "VIXEN's cards and rounds",
  "VIXEN's den path tiles",
  "VIXEN's bonus den tiles",
  "VIXEN's territory tiles",
] as const;

function sourceOf(action: RuseAct | undefined): (typeof SOURCES)[number] {
  switch (action?.type) {
    case "declare":
      return "Objectives";
    case "advanceTrack":
      return "Tracks";
    case "buy":
      return action.buy === "track" ? "Tracks" : action.buy === "mark" ? "Marks" : "Other moves";
    case "grow":
    case "growFree":
    case "exit":
    case "toDen":
    case "raiseKit":
    case "chooseInstinct":
      return "Kits and instincts";
    case "placeTile":
    case "takeBonusTile":
    case "denDraw":
      return "Den tiles";
    default:
      return "Other moves";
  }
}

interface Tally {
  rounds: number[][];
  sources: number[][];
  /** VIXEN's VP at the end of each round, when it plays. */
  vixen: number[];
}

/** The VP at the end of each round and by source, from the game move by move. */
function tally(
  view: RuseView,
  steps: readonly HistoryStep<"ruse">[],
  events: readonly LogEntry<"ruse">[],
): Tally {
  const seats = view.players.length;
  const sources = Array.from({ length: seats }, () => SOURCES.map(() => 0));
  const rounds = Array.from({ length: seats }, () => [] as number[]);
  const vixen: number[] = [];
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1];
    const after = steps[i];
    if (!before || !after) continue;
    const added = events.slice(before.events, after.events);
    // A new round began: every seat's VP as the last round ended (round 1 begins with the setup).
    if (added.some((entry) => entry.event.type === "round" && entry.event.round > 1)) {
      for (let seat = 0; seat < seats; seat++)
        rounds[seat]?.push(before.view.players[seat]?.vp ?? 0);
      if (before.view.vixen) vixen.push(before.view.vixen.public.vp);
    }
    for (let seat = 0; seat < seats; seat++) {
      let delta = (after.view.players[seat]?.vp ?? 0) - (before.view.players[seat]?.vp ?? 0);
      const row = sources[seat];
      if (!row) continue;
      for (const { event } of added) {
        if (event.type !== "scored" || event.seat !== seat) continue;
        const vp = event.vp;
        const at =
          event.reason === "cheese"
            ? SOURCES.indexOf("Cheese")
            : event.reason === "dice"
              ? SOURCES.indexOf("Dice left")
              : -1;
        if (at >= 0) {
          row[at] = (row[at] ?? 0) + vp;
          delta -= vp;
        }
      }
      if (after.view.finalScores && !before.view.finalScores) {
        const end = endParts(after.view, seat);
        delta -= end.star + end.hunting + end.kits + end.common - end.penalties;
      }
      const at = SOURCES.indexOf(sourceOf(after.action));
      row[at] = (row[at] ?? 0) + delta;
    }
  }
  // Round 4 ends just before the end-of-game steps.
  for (let seat = 0; seat < seats; seat++) rounds[seat]?.push(endParts(view, seat).during);
  if (view.vixen) vixen.push(vixenParts(view)?.[0]?.vp ?? view.vixen.public.vp);
  return { rounds, sources, vixen };
}

interface StatsProps {
  view: RuseView;
  names: readonly string[];
  events: readonly LogEntry<"ruse">[];
  history: (() => readonly HistoryStep<"ruse">[]) | undefined;
}

export function Stats({ view, names, events, history }: StatsProps) {
  const over = view.finalScores !== undefined;
  // The game replayed once, when it is over (the history's function is new on every render).
  const found = useMemo(() => {
    const steps = over ? history?.() : undefined;
    return steps ? tally(view, steps, events) : undefined;
  }, [over, events.length]);
  if (!over) return null;
  const seats = view.players.map((_, seat) => seat);
  const first = found ? SOURCES : (["During play"] as const);
  // VIXEN's bar: its star, hunting and kits share the seats' parts; its cards and rounds and its tiles have parts of their own.
  const vixen = vixenParts(view);
  const parts = [...first, ...END, ...(vixen ? VIXEN_PARTS : [])];
  const groups = seats.map((seat) => {
    const end = endParts(view, seat);
    const finals = [end.star, end.hunting, end.kits, end.common, -end.penalties];
    const own = found ? (found.sources[seat] ?? []) : [end.during];
    return {
      seat,
      name: seatName(names, seat),
      values: [...own, ...finals, ...(vixen ? VIXEN_PARTS.map(() => 0) : [])],
    };
  });
  if (vixen && view.vixen) {
    const vp = (name: string) => vixen.find((p) => p.name === name)?.vp ?? 0;
    groups.push({
      seat: view.vixen.colour,
      name: "VIXEN",
      values: [
        ...first.map(() => 0),
        vp("Star"),
        vp("Hunting"),
        vp("Kits"),
        0,
        0,
        vp("During play"),
        vp("Den path tiles"),
        vp("Bonus den tiles"),
        vp("Territory tiles"),
      ],
    });
  }
  return (
    <Statistics>
      {found && (
        <LineChart
          title="VP round by round"
          points={["Round 1", "Round 2", "Round 3", "Round 4", "Final"]}
          series={[
            ...seats.map((seat) => ({
              seat,
              name: seatName(names, seat),
              values: [...(found.rounds[seat] ?? []).slice(0, 4), view.players[seat]?.vp ?? 0],
            })),
            ...(view.vixen
              ? [
                  {
                    seat: view.vixen.colour,
                    name: "VIXEN",
                    values: [...found.vixen.slice(0, 4), view.vixen.public.vp],
                  },
                ]
              : []),
          ]}
          unit="VP"
        />
      )}
      <StackedBars title="Where the points came from" parts={parts} groups={groups} unit="VP" />
    </Statistics>
  );
}
