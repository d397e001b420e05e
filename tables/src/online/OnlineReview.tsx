// Reviewing an online match while it goes on: the seat's own view of any
// past position, asked of the server (which alone can rebuild it), move by
// move, with the log as it stood then. Nothing can be played from it.
import { useEffect, useState } from "react";
import type { AnyGameUi } from "../games/types";
import { Log } from "../play/Log";
import { ReviewBar } from "../play/Review";
import type { OnlineState, OnlineTable } from "./connection";

interface OnlineReviewProps {
  table: OnlineTable;
  state: OnlineState;
  ui: AnyGameUi;
  names: readonly string[];
  onClose: () => void;
}

/** How long the slider rests before the position is asked for (a drag asks once). */
const SETTLE_MS = 120;

export function OnlineReview({ table, state, ui, names, onClose }: OnlineReviewProps) {
  const last = state.latest?.turn ?? 0;
  const [step, setStep] = useState(last);
  useEffect(() => {
    const timer = setTimeout(() => table.review(step), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [table, step]);
  const past = state.past?.turn === step ? state.past : undefined;
  const viewer = state.seat ?? undefined;
  const Table = ui.Table;
  const entries = state.log.slice(0, past?.entries ?? 0);
  return (
    <section className="review" aria-label="Review of the match so far" data-testid="review">
      <ReviewBar
        step={step}
        last={last}
        onStep={(next) => setStep(Math.max(0, Math.min(last, next)))}
        onClose={onClose}
        label={step === 0 ? `The setup (${last} moves so far)` : `After move ${step} of ${last}`}
      />
      <div className="play-area">
        <div className="table-area" data-testid="review-table" data-turn={past?.turn ?? -1}>
          {past ? (
            <Table
              view={past.view}
              names={names}
              actor={undefined}
              canAct={false}
              onAct={() => undefined}
              events={entries}
            />
          ) : (
            <p className="loading" role="status">
              Loading that position…
            </p>
          )}
        </div>
        <Log entries={entries} ui={ui} names={names} viewer={viewer} />
      </div>
    </section>
  );
}
