// This round's columns: each goal card and the cards below it, top first.
import type { RuseAndBruiseColumnView, RuseAndBruiseGoal } from "ruleshelf";
import { PlacedCard } from "./CardTile";
import { DOMAINS, goalName } from "./words";

export function GoalCard({ goal, small = false }: { goal: RuseAndBruiseGoal; small?: boolean }) {
  const domain = DOMAINS[goal.domain];
  return (
    <span
      className={`rb-goal rb-domain-${goal.domain}${small ? " rb-goal-small" : ""}`}
      title={`Goal: ${goalName(goal)}`}
      data-testid={small ? undefined : "rb-goal"}
    >
      <span className="rb-goal-mark" aria-hidden="true">
        {domain.mark}
      </span>
      <span className="rb-goal-domain">{domain.name}</span>
      <span className="rb-goal-value">{goal.value}</span>
    </span>
  );
}

interface ColumnsProps {
  columns: readonly RuseAndBruiseColumnView[];
  viewer: number | undefined;
  names: readonly string[];
  /** Columns the picked card may go to (highlighted). */
  targets: ReadonlySet<number>;
  /** The column of a Traitor or Cloak waiting for its owner. */
  focus: number | undefined;
}

export function Columns({ columns, viewer, names, targets, focus }: ColumnsProps) {
  if (columns.length === 0) return null;
  return (
    <ol className="rb-columns" aria-label="This round's columns" data-testid="rb-columns">
      {columns.map((column, index) => {
        const count = column.cards.length;
        const need = column.goal.value;
        const status = column.closed
          ? "closed by a Storm"
          : column.complete
            ? `complete (${count} of ${need})`
            : `${count} of ${need} cards`;
        const classes = [
          "rb-column",
          column.closed ? "rb-column-closed" : "",
          column.complete ? "rb-column-complete" : "",
          targets.has(index) ? "rb-column-target" : "",
          focus === index ? "rb-column-focus" : "",
        ];
        return (
          <li
            key={index}
            className={classes.filter(Boolean).join(" ")}
            data-testid="rb-column"
          >
            <div className="rb-column-head">
              <span className="rb-column-number">Column {index + 1}</span>
              <GoalCard goal={column.goal} />
              <span className="rb-column-status">
                {column.closed && (
                  <span className="tag rb-tag-storm" data-testid="rb-closed">
                    ⛈ Storm: closed
                  </span>
                )}
                {!column.closed && <span className={column.complete ? "tag rb-tag-complete" : "tag"}>{status}</span>}
              </span>
            </div>
            {count === 0 ? (
              <p className="rb-column-empty">no cards yet</p>
            ) : (
              <ol className="rb-column-cards" aria-label="Cards, top first">
                {column.cards.map((placed, at) => (
                  <li key={at}>
                    <PlacedCard owner={placed.owner} face={placed.face} card={placed.card} viewer={viewer} names={names} />
                  </li>
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ol>
  );
}
