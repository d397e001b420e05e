// The Mountains: the exploration zone (ME), the objective card zone, the
// territory tile zone (MT) with its "available to all" tiles, the obstacle
// display, and the foxes resting in the centre.
import type { RuseHeldTile, RuseView } from "ruleshelf";
import { DieSpaces } from "./DieSpaces";
import { FoxToken } from "./Pieces";
import { data, seatName, territoryName, territoryTileText } from "./words";

/** Territory tiles lying in the Mountains, each with the territory it came from. */
function HeldTiles({ tiles }: { tiles: readonly RuseHeldTile[] }) {
  if (tiles.length === 0) return <span className="rf-empty">none</span>;
  return (
    <ul className="rf-list">
      {tiles.map((held, i) => (
        <li key={i}>
          {territoryTileText(held.tile)} <span className="rf-small">(from the {territoryName(held.home)})</span>
        </li>
      ))}
    </ul>
  );
}

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
        <DieSpaces spaces={m.explore} prefix="ME" costs={d.dieSpaces.mountainExplore} names={names} />
      </div>
      <div className="rf-zone">
        <strong>Objective card zone</strong>
        <span className="rf-small">draw, discard or exchange a private objective (the die leaves at the end of the turn)</span>
      </div>
      <div className="rf-zone">
        <strong>Territory tile zone</strong>
        <DieSpaces spaces={m.tiles} prefix="MT" costs={d.dieSpaces.mountainTiles} names={names} />
        <span className="rf-small">Available to all:</span>
        <HeldTiles tiles={m.display} />
      </div>
      <div className="rf-zone">
        <strong>Obstacles in play</strong>
        <HeldTiles tiles={m.obstacles} />
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
