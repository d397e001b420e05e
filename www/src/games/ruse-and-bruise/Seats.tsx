// Every seat: its colour, cards in hand, draw and discard piles, the goals
// it won and their sum.
import type { RuseAndBruisePlayerView } from "ruleshelf";
import { GoalCard } from "./Columns";
import { colourOf } from "./words";

interface SeatsProps {
  players: readonly RuseAndBruisePlayerView[];
  names: readonly string[];
  viewer: number | undefined;
  /** Seats that must decide now. */
  toAct: readonly number[];
  /** The seat whose turn it is. */
  turn: number | undefined;
}

export function Seats({ players, names, viewer, toAct, turn }: SeatsProps) {
  return (
    <ol className="mats rb-seats" aria-label="Seats">
      {players.map((player, seat) => {
        const sum = player.won.reduce((total, goal) => total + goal.value, 0);
        const domains = new Set(player.won.map((goal) => goal.domain)).size;
        const acting = toAct.includes(seat);
        const classes = ["mat", `rb-mat rb-seat-${colourOf(seat)}`, acting ? "mat-turn" : "", seat === viewer ? "mat-viewer" : ""];
        return (
          <li key={seat} className={classes.filter(Boolean).join(" ")} aria-current={acting ? "true" : undefined} data-testid="mat">
            <div className="mat-head">
              <span className="rb-swatch" aria-hidden="true" />
              <strong>{names[seat] ?? `Seat ${seat + 1}`}</strong>
              <span className="rb-colour">({colourOf(seat)})</span>
              {seat === viewer && <span className="tag">at the device</span>}
              {seat === turn && <span className="tag">turn</span>}
              {acting && <span className="tag tag-turn">to act</span>}
            </div>
            <p className="mat-note rb-counts">
              <span>{player.handCount} in hand</span> · <span>{player.drawCount} in draw pile</span> ·{" "}
              <span>{player.discardPile.length} discarded</span>
            </p>
            <div className="rb-won" aria-label="Goals won">
              {player.won.length === 0 ? (
                <span className="mat-empty">no goals yet</span>
              ) : (
                player.won.map((goal, index) => <GoalCard key={index} goal={goal} small />)
              )}
            </div>
            <p className="mat-note" data-testid="rb-won-sum">
              Goals: {sum} point{sum === 1 ? "" : "s"} · {domains} of 6 domains
            </p>
          </li>
        );
      })}
    </ol>
  );
}
