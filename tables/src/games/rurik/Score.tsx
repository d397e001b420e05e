// The end of the game: the score table (claims, warfare, deeds, agenda,
// VP tokens and, for the solo rebels, their coins and goods), and beside
// it each seat's VP round by round and where its points came from. "VP
// at a round's end" counts what the claim levels, the deeds accomplished
// and the VP tokens held were worth then (warfare and the agendas are
// only scored at the end).
import { useMemo } from "react";
import type { RurikFinalScore, RurikPlayerView, RurikView } from "ruleshelf";
import { LineChart, StackedBars, Statistics } from "../../table/charts";
import type { HistoryStep } from "../types";
import { data, seatName } from "./words";

/** What a seat's claim levels, accomplished deeds and VP tokens are worth now. */
export function vpSoFar(player: RurikPlayerView): number {
  const { claim, deeds } = data();
  const claims = player.claims.reduce(
    (sum, level) => sum + (level > 0 ? (claim.vp[level - 1] ?? 0) : 0),
    0,
  );
  return (
    claims + player.done.reduce((sum, deed) => sum + (deeds[deed]?.vp ?? 0), 0) + player.vpTokens
  );
}

const PARTS = ["Claims", "Warfare", "Deeds", "Agenda", "VP tokens", "Coins", "Goods"] as const;

function partsOf(score: RurikFinalScore): number[] {
  return [
    score.claims,
    score.warfare,
    score.deeds,
    score.agenda,
    score.vpTokens,
    score.coinsVp ?? 0,
    score.goodsVp ?? 0,
  ];
}

export function FinalScores({
  scores,
  names,
}: {
  scores: readonly RurikFinalScore[];
  names: readonly string[];
}) {
  const solo = scores.some((score) => score.coinsVp !== undefined);
  return (
    <section className="card rk-final" aria-label="Final scores" data-testid="rk-final">
      <h3>Final scores</h3>
      <div
        className="rk-scroll"
        role="region"
        aria-label="Final scores, scrolling sideways"
        tabIndex={0}
      >
        <table className="score-table">
          <thead>
            <tr>
              <th scope="col">Seat</th>
              <th scope="col">Claims</th>
              <th scope="col">Warfare</th>
              <th scope="col">Deeds</th>
              <th scope="col">Agenda</th>
              <th scope="col">VP tokens</th>
              {solo && <th scope="col">Coins and goods</th>}
              <th scope="col">Total</th>
              <th scope="col">Coins (tie-break)</th>
            </tr>
          </thead>
          <tbody>
            {scores.map((score, seat) => (
              <tr key={seat}>
                <th scope="row">{seatName(names, seat)}</th>
                <td>{score.claims}</td>
                <td>{score.warfare}</td>
                <td>{score.deeds}</td>
                <td>{score.agenda}</td>
                <td>{score.vpTokens}</td>
                {solo && <td>{(score.coinsVp ?? 0) + (score.goodsVp ?? 0)}</td>}
                <td>
                  <strong>{score.total}</strong>
                </td>
                <td>{score.coins}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Each seat's VP at the end of rounds 1 to 3, from the game move by move. */
function roundEnds(steps: readonly HistoryStep<"rurik">[]): number[][] {
  const ends: number[][] = [];
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1];
    const after = steps[i];
    if (
      before &&
      after &&
      after.view.round > before.view.round &&
      before.view.round >= 1 &&
      after.view.phase.type !== "over"
    ) {
      ends.push(before.view.players.map(vpSoFar));
    }
  }
  return ends.slice(-3);
}

interface StatsProps {
  view: RurikView;
  names: readonly string[];
  history: (() => readonly HistoryStep<"rurik">[]) | undefined;
}

export function Stats({ view, names, history }: StatsProps) {
  const scores = view.finalScores;
  const over = scores !== undefined;
  // The game replayed once, when it is over (the history's function is new on every render).
  const ends = useMemo(() => {
    const steps = over ? history?.() : undefined;
    return steps ? roundEnds(steps) : undefined;
  }, [over]);
  if (!scores) return null;
  const seats = scores.map((_, seat) => seat);
  const used = PARTS.map((_, p) => scores.some((score) => (partsOf(score)[p] ?? 0) !== 0));
  return (
    <Statistics>
      {ends && ends.length === 3 && (
        <LineChart
          title="VP round by round (claims, deeds and VP tokens; the final total adds warfare and agendas)"
          points={["Round 1", "Round 2", "Round 3", "Final"]}
          series={seats.map((seat) => ({
            seat,
            name: seatName(names, seat),
            values: [...ends.map((end) => end[seat] ?? 0), scores[seat]?.total ?? 0],
          }))}
          unit="VP"
        />
      )}
      <StackedBars
        title="Where the points came from"
        parts={PARTS.filter((_, p) => used[p])}
        groups={scores.map((score, seat) => ({
          seat,
          name: seatName(names, seat),
          values: partsOf(score).filter((_, p) => used[p]),
        }))}
        unit="VP"
      />
    </Statistics>
  );
}
