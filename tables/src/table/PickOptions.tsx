// When a touch is the whole path of several moves (a troop or the leader
// moved the same way, a fox reaching a space from the base or going on),
// or of one move while others go on from it (an attack that reveals no
// card, or one that reveals a card from a deck still to touch), the table
// asks which: one button per move, in a bar at the bottom of the screen
// like the notices, while the spots that go on stay lit. Keyboard focus
// goes to the first; Escape or "Cancel" drops the pick. A table that keeps
// its decision in a strip of its own may show the bar there (`inline`):
// then it stays inside the table's box instead of the bottom of the screen.
import type { DirectPlay } from "./directPlay";
import "./table.css";

interface PickOptionsProps<A> {
  play: DirectPlay<A>;
  /** A move in words, as its button says it. */
  describe: (action: A) => string;
  /** Drawn where the table puts it (in its flow), not in a bar fixed to the bottom of the screen. */
  inline?: boolean;
}

export function PickOptions<A>({ play, describe, inline = false }: PickOptionsProps<A>) {
  if (play.options.length === 0) return null;
  return (
    <div className={inline ? "pick-options-inline" : "pick-options-slot"}>
      <div
        className="pick-options"
        role="group"
        aria-label="Which move?"
        data-testid="pick-options"
      >
        <p>
          <strong>Which move?</strong>
        </p>
        <div className="pick-options-buttons">
          {play.options.map((action, index) => (
            // Targets of the pick, as the board's are: tests and the keyboard find them the same way.
            <button
              key={index}
              type="button"
              className="spot spot-target pick-option"
              data-spot={`option:${index}`}
              data-play="target"
              onClick={() => play.choose(action)}
            >
              {describe(action)}
            </button>
          ))}
          <button type="button" onClick={play.cancel}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
