// Steps through a finished game, move by move, as a spectator sees it.
import { useMemo, useState } from "react";
import { events, view } from "../engine";
import type { AnyGameUi } from "../games/types";
import { Log } from "./Log";
import { positions, type Session } from "./session";

interface ReviewProps {
  session: Session;
  ui: AnyGameUi;
  names: readonly string[];
  onClose: () => void;
}

export function Review({ session, ui, names, onClose }: ReviewProps) {
  const states = useMemo(() => positions(session), [session]);
  const last = states.length - 1;
  const [step, setStep] = useState(last);
  const state = states[step] ?? session.state;
  const move = session.actions[step - 1];
  const Table = ui.Table;
  return (
    <section className="review" aria-label="Review of the game" data-testid="review">
      <ReviewBar
        step={step}
        last={last}
        onStep={setStep}
        onClose={onClose}
        label={
          move
            ? `Move ${step} of ${last}: ${ui.describeAction(move, names)}`
            : `The setup (${last} moves follow)`
        }
      />
      <div className="play-area">
        <div className="table-area">
          <Table
            view={view(state)}
            names={names}
            actor={undefined}
            canAct={false}
            onAct={() => undefined}
            events={events(state)}
          />
        </div>
        <Log entries={events(state)} ui={ui} names={names} viewer={undefined} />
      </div>
    </section>
  );
}

interface ReviewBarProps {
  /** The position shown: after `step` moves, of `last`. */
  step: number;
  last: number;
  onStep: (step: number) => void;
  onClose: () => void;
  /** What the position is, in words. */
  label: string;
}

/** The review's controls: to the start, back, a slider, on, to the end, close; and what is shown. */
export function ReviewBar({ step, last, onStep, onClose, label }: ReviewBarProps) {
  return (
    <div className="review-bar card">
      <div className="review-buttons">
        <button
          type="button"
          onClick={() => onStep(0)}
          disabled={step === 0}
          aria-label="To the start"
        >
          ◀◀
        </button>
        <button
          type="button"
          onClick={() => onStep(step - 1)}
          disabled={step === 0}
          aria-label="One move back"
        >
          ◀
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(event) => onStep(Number(event.target.value))}
          aria-label="Move"
        />
        <button
          type="button"
          onClick={() => onStep(step + 1)}
          disabled={step === last}
          aria-label="One move on"
        >
          ▶
        </button>
        <button
          type="button"
          onClick={() => onStep(last)}
          disabled={step === last}
          aria-label="To the end"
        >
          ▶▶
        </button>
        <button type="button" onClick={onClose}>
          Close the review
        </button>
      </div>
      <p className="review-move" data-testid="review-move">
        {label}
      </p>
    </div>
  );
}
