// A row of die spaces on the shared boards (a territory's D1–D4, the
// Mountains' ME and MT spaces): each with its cost and the die left on it;
// a space closed to dice is greyed, its title saying why.
import type { RuseClosed, RuseDieSpaceView } from "ruleshelf";
import { Die } from "./Pieces";
import { seatName } from "./words";

/** Why a die space takes no die. */
const CLOSED: Record<RuseClosed, string> = {
  twoPlayers: "Blocked by an empty die tile: two players never use the rightmost space",
  roundFour: "Covered by a placement tile in round 4",
};

interface Props {
  spaces: readonly RuseDieSpaceView[];
  /** The spaces' printed name before their number: "D", "ME", "MT". */
  prefix: string;
  costs: readonly number[];
  names: readonly string[];
  label?: string;
}

export function DieSpaces({ spaces, prefix, costs, names, label }: Props) {
  return (
    <div className="rf-die-spaces" aria-label={label}>
      {spaces.map((space, i) => (
        <div
          key={i}
          className={space.closed ? "rf-die-space rf-closed" : "rf-die-space"}
          title={space.closed && CLOSED[space.closed]}
        >
          <span className="rf-small">
            {prefix}
            {i + 1} · {costs[i] ?? "?"}
          </span>
          {space.die ? (
            <Die seat={space.die.seat} value={space.die.value} name={seatName(names, space.die.seat)} />
          ) : (
            <span className="rf-empty">{space.closed ? "closed" : "—"}</span>
          )}
        </div>
      ))}
    </div>
  );
}
