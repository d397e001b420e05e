// The instincts board: the three instincts in play (and who developed
// them), the bonus den path tiles on display and in the stack, the common
// objectives and their claims, and the hunting tile stack.
import type { RuseView } from "ruleshelf";
import { seatClass } from "./Pieces";
import { INSTINCTS, commonText, data, denTileText, seatName } from "./words";

export function InstinctBoard({ view, names }: { view: RuseView; names: readonly string[] }) {
  const d = data();
  return (
    <section className="rf-instincts" aria-label="Instincts board">
      <h3>Instincts board</h3>
      <ol className="rf-list">
        {view.instincts.map((instinct, i) => {
          const owners = view.players.map((p, seat) => ({ seat, has: p.instincts.includes(instinct) })).filter((x) => x.has);
          return (
            <li key={instinct}>
              I{i + 1}: {INSTINCTS[instinct]}
              {owners.map((x) => (
                <span key={x.seat} className={`rf-tag ${seatClass(x.seat)}`}>
                  {seatName(names, x.seat)}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
      <strong>Bonus den path tiles</strong>
      <ol className="rf-list">
        {view.bonusDisplay.map((id, slot) => (
          <li key={slot}>
            Slot {slot + 1}: {id == null ? <span className="rf-empty">empty</span> : `${denTileText({ type: "bonus", id })}, open ${d.bonusDenTiles[id]?.openings ?? ""}`}
          </li>
        ))}
        <li>Stack: {view.bonusStack} face down</li>
      </ol>
      <strong>Common objectives</strong>
      <ol className="rf-list">
        {view.common.map((slot) => (
          <li key={slot.objective}>
            {commonText(slot.objective)}
            {slot.claims.map((seat, place) => (
              <span key={place} className={`rf-tag ${seatClass(seat)}`}>
                {place + 1}. {seatName(names, seat)}
              </span>
            ))}
          </li>
        ))}
      </ol>
      <p className="rf-small">
        Hunting: {view.huntingStack} tiles face down in the stack; a cache of {d.hunting.cache} (a second level of {d.hunting.secondLevel}{" "}
        with the instinct) scores {d.hunting.chart.join("/")} VP by count.
      </p>
    </section>
  );
}
