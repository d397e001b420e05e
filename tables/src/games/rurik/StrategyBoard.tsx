// The strategy board, played on: one row per banner (a spot, `banner:<c>`,
// an advisor is placed onto), its spaces strongest first, each with the
// advisor placed there (a spot, `space:<c>:<r>`, touched to resolve it),
// and the advisors each seat still has to place (the device's seat's are
// spots, `advisor:<number>`, touched first to place one).
import type { CSSProperties } from "react";
import type { RurikView } from "ruleshelf";
import { Spot } from "../../table/Spot";
import type { DirectPlay } from "../../table/directPlay";
import type { RurikAct } from "./paths";
import { Advisor } from "./pieces";
import { BANNER_NAMES, boardSide, colourOf, plural, seatName } from "./words";

interface StrategyBoardProps {
  view: RurikView;
  names: readonly string[];
  dp: DirectPlay<RurikAct>;
  /** The seat whose advisors are touched (the device's, or the one to act). */
  seat: number;
}

export function StrategyBoard({ view, names, dp, seat }: StrategyBoardProps) {
  const side = boardSide(view.options.seats);
  const resolving =
    view.turn?.column === undefined ? undefined : { column: view.turn.column, row: view.turn.row };
  const mine = view.players[seat]?.advisors ?? [];
  return (
    <section className="rk-panel rk-strategy" aria-label="Strategy board">
      <h3>Strategy board</h3>
      <div className="rk-to-place">
        <span className="rk-to-place-label">Your advisors to place:</span>
        {mine.length === 0 && <span className="rk-muted">none</span>}
        {[...new Set(mine)].map((number) => (
          <Spot
            key={number}
            play={dp}
            at={`advisor:${number}`}
            options={{
              label: `advisor${mine.filter((n) => n === number).length > 1 ? "s" : ""} to place`,
              tip: `Your advisor #${number}: the higher the number, the later it resolves in its banner.`,
            }}
            className="rk-advisor-spot"
          >
            <Advisor seat={seat} number={number} size={28} />
            <span className="sr-only">#{number}</span>
            {mine.filter((n) => n === number).length > 1 && (
              <span className="rk-count">×{mine.filter((n) => n === number).length}</span>
            )}
          </Spot>
        ))}
      </div>
      <div className="rk-banners" role="list">
        {side.columns.map((column, c) => (
          <div
            key={c}
            className="rk-banner"
            role="listitem"
            style={{ "--rk-spaces": column.slots.length } as CSSProperties}
          >
            <Spot
              play={dp}
              at={`banner:${c}`}
              options={{
                label: "banner",
                tip: `${BANNER_NAMES[column.action]} banner: an advisor here gives ${BANNER_NAMES[column.action].toLowerCase()} points when it resolves.`,
              }}
              className="rk-banner-head"
            >
              {BANNER_NAMES[column.action]}
            </Spot>
            {column.slots.map((slot, r) => {
              const advisor = view.board[c]?.[r] ?? null;
              const now = resolving?.column === c && resolving.row === r;
              const what = `${plural(slot.points, "point")}${(slot.cost ?? 0) > 0 ? `, costs ${plural(slot.cost ?? 0, "coin")}` : ""}${slot.firstPlayer ? ", takes the first player token" : ""}`;
              const who = advisor
                ? `${seatName(names, advisor.seat)}'s advisor #${advisor.number}${advisor.bribe > 0 ? ` with a bribe of ${plural(advisor.bribe, "coin")}` : ""}`
                : "empty";
              return (
                <Spot
                  key={r}
                  play={dp}
                  at={`space:${c}:${r}`}
                  options={{
                    label: `${BANNER_NAMES[column.action]} space ${r + 1} (${what}): ${who}`,
                    tip: `${BANNER_NAMES[column.action]}, space ${r + 1}: ${what}. ${who}.`,
                  }}
                  className={now ? "rk-space rk-space-now" : "rk-space"}
                >
                  <span className="rk-space-points" aria-hidden="true">
                    {slot.points}
                    {(slot.cost ?? 0) > 0 && <span className="rk-space-cost">−{slot.cost}</span>}
                  </span>
                  {advisor && (
                    <span
                      className={`rk-placed rurik-seat-${colourOf(advisor.seat)}`}
                      data-motion={`advisor:${advisor.seat}:${advisor.number}:${c}:${r}`}
                    >
                      <Advisor seat={advisor.seat} number={advisor.number} size={24} />
                      {advisor.bribe > 0 && <span className="rk-bribe">+{advisor.bribe}</span>}
                    </span>
                  )}
                </Spot>
              );
            })}
          </div>
        ))}
      </div>
      <p className="rk-note">
        Big number: the space's action points (−n: coins it costs). Still to place:{" "}
        {view.players.map((player, s) => (
          <span key={s} className={`rk-inline rurik-seat-${colourOf(s)}`}>
            {seatName(names, s)}:{" "}
            {player.advisors.length > 0 ? player.advisors.map((n) => `#${n}`).join(" ") : "none"}
          </span>
        ))}
      </p>
    </section>
  );
}
