// A round's scoring, column by column and step by step, and the final
// scores.
import type {
  RuseAndBruiseCardRef,
  RuseAndBruiseColumnScoring,
  RuseAndBruiseFinalScore,
  RuseAndBruiseRoundScoring,
} from "ruleshelf";
import type { CSSProperties } from "react";
import { seatColour } from "../../table/seats";
import { GoalImage } from "./CardTile";
import { cardInfo, cardName, formatHalf, listInWords, REASONS, REMOVALS, seatName } from "./words";
import { focusOnMount } from "../../table/focus";

function refs(cards: readonly RuseAndBruiseCardRef[], names: readonly string[]): string {
  return listInWords(cards.map((ref) => `${seatName(names, ref.seat)}'s ${cardName(ref.card)}`));
}

/** The steps of one column's scoring, in the rules' order. */
function steps(column: RuseAndBruiseColumnScoring, names: readonly string[]): string[] {
  const out: string[] = [];
  if (column.musketeers) out.push("Musketeers: every other ability in the column is switched off.");
  if (column.wizards > 0) {
    out.push(
      column.wizards % 2 === 0
        ? `Wizards: ${column.wizards} of them cancel each other out.`
        : column.wizardRemoved.length > 0
          ? `Wizard: removes every card worth 10 or more — ${refs(column.wizardRemoved, names)}.`
          : "Wizard: no card is worth 10 or more.",
    );
  }
  if (column.witches > 0) {
    out.push(
      column.witches % 2 === 0
        ? `Witches: ${column.witches} of them cancel each other out.`
        : column.witchRemoved.length > 0
          ? `Witch: removes every card worth 9 or less but Witches — ${refs(column.witchRemoved, names)}.`
          : "Witch: no card is worth 9 or less.",
    );
  }
  if (column.princeAndSquire !== undefined) {
    out.push(`Prince & Squire: ${seatName(names, column.princeAndSquire)}'s pair wins the column.`);
  }
  if (column.beggar) out.push("Beggar: the lowest total wins the column.");
  if (out.length === 0)
    out.push("No Musketeers, Wizard, Witch, Prince & Squire or Beggar acts here.");
  return out;
}

function ColumnScoring({
  column,
  names,
}: {
  column: RuseAndBruiseColumnScoring;
  names: readonly string[];
}) {
  const winner =
    column.winner === undefined
      ? "Nobody can win it: the goal leaves the game."
      : `${seatName(names, column.winner)} wins the goal${column.reason ? ` (${REASONS[column.reason]})` : ""}.`;
  return (
    <li className="rb-score-column" data-testid="rb-score-column">
      <h4>
        Column {column.column + 1} <GoalImage goal={column.goal} small />
      </h4>
      <table className="rb-score-cards">
        <caption className="sr-only">Cards, top first, with their values at the totals</caption>
        <thead>
          <tr>
            <th scope="col">Card</th>
            <th scope="col">Seat</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {column.cards.map((scored, index) => (
            <tr
              key={index}
              className={scored.removed ? "rb-removed" : undefined}
              style={
                {
                  "--rb-seat": seatColour(scored.seat).ink,
                  "--rb-seat-soft": seatColour(scored.seat).soft,
                } as CSSProperties
              }
            >
              <th scope="row" title={cardInfo(scored.card).ability || undefined}>
                {cardName(scored.card)}
              </th>
              <td>{seatName(names, scored.seat)}</td>
              <td>
                {formatHalf(scored.value)}
                {scored.removed && (
                  <span className="rb-removed-note"> — {REMOVALS[scored.removed]}</span>
                )}
              </td>
            </tr>
          ))}
          {column.cards.length === 0 && (
            <tr>
              <td colSpan={3} className="rb-column-empty">
                no cards
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <ol className="rb-steps">
        {steps(column, names).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
        <li>
          Totals:{" "}
          {column.totals.length === 0
            ? "nobody has a card left here."
            : column.totals
                .map(
                  (total) =>
                    `${seatName(names, total.seat)}: ${formatHalf(total.total)}${total.eligible ? "" : " (cannot win)"}`,
                )
                .join("; ")}
          .
        </li>
        <li className="rb-step-winner">
          <strong>{winner}</strong>
        </li>
      </ol>
    </li>
  );
}

interface ScoringPanelProps {
  scoring: RuseAndBruiseRoundScoring;
  names: readonly string[];
  /** Shown with a Continue button until the seat at the device has read it. */
  onContinue?: () => void;
}

export function ScoringPanel({ scoring, names, onContinue }: ScoringPanelProps) {
  return (
    <section
      className="rb-scoring card"
      aria-labelledby="rb-scoring-title"
      data-testid="rb-scoring"
    >
      <h3 id="rb-scoring-title">Round {scoring.round} scoring</h3>
      <p className="help">
        Every card turned up; each column lists its cards from the goal down, with their values at
        the totals. In order: Musketeers, Wizard, Witch, Prince & Squire, then the totals.
      </p>
      <ol className="rb-score-columns">
        {scoring.columns.map((column) => (
          <ColumnScoring key={column.column} column={column} names={names} />
        ))}
      </ol>
      {onContinue && (
        <button
          type="button"
          className="primary"
          onClick={onContinue}
          data-testid="rb-scoring-continue"
          ref={focusOnMount}
        >
          Continue to round {scoring.round + 1}
        </button>
      )}
    </section>
  );
}

interface FinalScoresProps {
  scores: readonly RuseAndBruiseFinalScore[];
  names: readonly string[];
}

export function FinalScores({ scores, names }: FinalScoresProps) {
  const rows = scores
    .map((score) => ({
      ...score,
      rank: 1 + scores.filter((other) => other.score > score.score).length,
    }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return (
    // Focusable: in a narrow box it scrolls sideways, and a keyboard must be able to scroll it.
    <section
      className="rb-final card"
      aria-labelledby="rb-final-title"
      data-testid="rb-final"
      tabIndex={0}
    >
      <h3 id="rb-final-title">Final scores</h3>
      <table className="rb-final-table">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Seat</th>
            <th scope="col">Sum of goals</th>
            <th scope="col">All six domains</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seat} data-testid="rb-final-row">
              <td>{row.rank}</td>
              <th scope="row">{seatName(names, row.seat)}</th>
              <td>{row.sum}</td>
              <td>{row.sixDomains === undefined ? "—" : row.sixDomains}</td>
              <td>
                <strong>{row.score}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
