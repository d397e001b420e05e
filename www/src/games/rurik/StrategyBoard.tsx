// The strategy board: one column per banner, its spaces top (strongest)
// first, each with the advisor placed there (number and bribe, in its
// household's colour), and the advisors each seat still has to place.
import type { RurikAdvisor, RurikPlayerView } from "ruleshelf";
import { BANNER_NAMES, boardSide, colourOf, plural, seatName } from "./words";

interface StrategyBoardProps {
  board: readonly (RurikAdvisor | null)[][];
  players: readonly RurikPlayerView[];
  names: readonly string[];
  seats: number;
  /** The banner and space of the advisor resolving now. */
  resolving: { column: number; row: number } | undefined;
}

export function StrategyBoard({ board, players, names, seats, resolving }: StrategyBoardProps) {
  const side = boardSide(seats);
  return (
    <section className="rurik-panel" aria-label="Strategy board">
      <h3>Strategy board</h3>
      <div className="rurik-scroll">
        <div className="rurik-banners" style={{ gridTemplateColumns: `repeat(${side.columns.length}, minmax(5.6rem, 1fr))` }}>
          {side.columns.map((column, c) => (
            <div key={c} className="rurik-banner" role="group" aria-label={`${BANNER_NAMES[column.action]} banner`}>
              <div className="rurik-banner-head">{BANNER_NAMES[column.action]}</div>
              {column.slots.map((slot, r) => {
                const advisor = board[c]?.[r] ?? null;
                const now = resolving?.column === c && resolving.row === r;
                return (
                  <div key={r} className={now ? "rurik-space rurik-space-now" : "rurik-space"}>
                    <span className="rurik-space-points">
                      {plural(slot.points, "pt")}
                      {(slot.cost ?? 0) > 0 && ` · pay ${slot.cost}`}
                      {slot.firstPlayer && " · 1st player"}
                    </span>
                    {advisor ? (
                      <span className={`rurik-advisor rurik-seat-${colourOf(advisor.seat)}`} title={seatName(names, advisor.seat)}>
                        #{advisor.number}
                        {advisor.bribe > 0 && <span className="rurik-bribe"> +{advisor.bribe}</span>}
                        <span className="rurik-advisor-name">{seatName(names, advisor.seat)}</span>
                      </span>
                    ) : (
                      <span className="rurik-space-empty">empty</span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p className="mat-note">
        Advisors still to place:{" "}
        {players.map((player, seat) => (
          <span key={seat} className={`rurik-inline rurik-seat-${colourOf(seat)}`}>
            <span className="rurik-swatch" aria-hidden="true" /> {seatName(names, seat)}:{" "}
            {player.advisors.length > 0 ? player.advisors.map((n) => `#${n}`).join(" ") : "none"}
          </span>
        ))}
      </p>
    </section>
  );
}
