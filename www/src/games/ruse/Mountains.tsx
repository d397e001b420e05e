// The Mountains: the exploration zone (ME), the objective card zone, the
// territory tile zone (MT) with its "available to all" tiles, the obstacle
// display, and the foxes resting in the centre.
import type { RuseView } from "ruleshelf";
import { Die, FoxToken } from "./Pieces";
import { data, seatName, territoryName, territoryTileText } from "./words";

export function Mountains({ view, names }: { view: RuseView; names: readonly string[] }) {
  const d = data();
  const m = view.mountains;
  const season = view.options.side === "winter" ? 1 : 0;
  const resting = view.players.map((p, seat) => ({ seat, fox: p.fox })).filter((x) => x.fox === undefined);
  return (
    <section className="rf-mountains" aria-label="The Mountains">
      <h3>The Mountains</h3>
      <div className="rf-zone">
        <strong>Exploration zone</strong>
        <span className="rf-small">
          resource {d.mountains.resource[season]} · track {d.mountains.track[season]} · kit {d.mountains.kit[season]}
        </span>
        <div className="rf-die-spaces">
          {m.explore.map((die, i) => (
            <div key={i} className="rf-die-space">
              <span className="rf-small">
                ME{i + 1} · {d.dieSpaces.mountainExplore[i] ?? "?"}
              </span>
              {die ? <Die seat={die.seat} value={die.value} name={seatName(names, die.seat)} /> : <span className="rf-empty">—</span>}
            </div>
          ))}
        </div>
      </div>
      <div className="rf-zone">
        <strong>Objective card zone</strong>
        <span className="rf-small">draw, discard or exchange a private objective (the die leaves at the end of the turn)</span>
      </div>
      <div className="rf-zone">
        <strong>Territory tile zone</strong>
        <div className="rf-die-spaces">
          {m.tiles.map((die, i) => (
            <div key={i} className="rf-die-space">
              <span className="rf-small">
                MT{i + 1} · {d.dieSpaces.mountainTiles[i] ?? "?"}
              </span>
              {die ? <Die seat={die.seat} value={die.value} name={seatName(names, die.seat)} /> : <span className="rf-empty">—</span>}
            </div>
          ))}
        </div>
        <span className="rf-small">Available to all:</span>
        {m.display.length === 0 ? (
          <span className="rf-empty">none</span>
        ) : (
          <ul className="rf-list">
            {m.display.map((held, i) => (
              <li key={i}>
                {territoryTileText(held.tile)} <span className="rf-small">(from the {territoryName(held.home)})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="rf-zone">
        <strong>Obstacles in play</strong>
        {m.obstacles.length === 0 ? (
          <span className="rf-empty">none</span>
        ) : (
          <ul className="rf-list">
            {m.obstacles.map((held, i) => (
              <li key={i}>
                {territoryTileText(held.tile)} <span className="rf-small">(from the {territoryName(held.home)})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="rf-zone">
        <strong>Centre</strong>
        <span>
          {resting.length === 0 ? (
            <span className="rf-empty">no fox</span>
          ) : (
            resting.map((x) => <FoxToken key={x.seat} seat={x.seat} name={seatName(names, x.seat)} />)
          )}
        </span>
      </div>
    </section>
  );
}
