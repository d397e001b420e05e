// The destiny board: the round, this round's destiny tile and die (day or
// night), the turn order with its turn-order tiles, and whose turn it is.
import type { RuseView } from "ruleshelf";
import { seatClass } from "./Pieces";
import { bonusesText, data, destinyTileText, seatName } from "./words";

export function Destiny({ view, names }: { view: RuseView; names: readonly string[] }) {
  const d = data();
  const positions = view.options.seats === 2 ? d.turnOrderPositions.twoPlayer : d.turnOrderPositions.manyPlayer;
  const tileAt = (place: number) => {
    const i = positions.indexOf(place);
    const tile = i < 0 ? undefined : d.turnOrderTiles[view.turnOrderTiles[i] ?? -1];
    return tile ? `${tile.id}: ${bonusesText(tile.bonus)}` : undefined;
  };
  const earlier = view.destinyRevealed.filter((t) => t !== view.destinyTile);
  return (
    <section className="rf-destiny" aria-label="Destiny phase">
      <h3>Destiny — round {view.round} of 4</h3>
      <p>
        <span className={`rf-tag ${view.night ? "rf-tag-night" : "rf-tag-day"}`}>
          Destiny die {view.destinyValue}: {view.night ? "night ☾" : "day ☀"}
        </span>{" "}
        Destiny tile {destinyTileText(view.destinyTile)} — rolling a {view.destinyValue} gains it.
      </p>
      <p className="rf-small">
        {view.destinyStack} destiny tile{view.destinyStack === 1 ? "" : "s"} to come
        {earlier.length > 0 && <> · earlier: {earlier.map(destinyTileText).join(", ")}</>}
      </p>
      <ol className="rf-order">
        {view.turnOrder.map((seat, place) => {
          const p = view.players[seat];
          const tile = tileAt(place);
          const current = view.turn?.seat === seat;
          return (
            <li key={seat} className={`${seatClass(seat)} ${current ? "rf-current" : ""}`}>
              <strong>{seatName(names, seat)}</strong>
              {p && (
                <span className="rf-small">
                  {" "}
                  dice {p.diceUsed}/{p.dice} used{p.fourthDie ? " (4th die)" : ""}
                </span>
              )}
              {tile && <span className="rf-small"> · turn-order tile {tile}</span>}
              {current && view.turn && (
                <span className="rf-tag">{view.turn.rolled ? `turn: die shows ${view.turn.value}` : "turn: die not rolled yet"}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
