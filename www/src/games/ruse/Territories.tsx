// The vital territories board: for each territory its die spaces D1–D4,
// its exploration spaces X1–X4 (tile, actions, hunting spot, marker, foxes,
// beaver), its obstacle, the hunter, and its territory tile stack.
import type { RuseTerritory, RuseView } from "ruleshelf";
import { DieSpaces } from "./DieSpaces";
import { FoxToken, MarkerToken } from "./Pieces";
import { OBSTACLES, TERRITORIES, actionCost, buyName, data, seatName, territoryName, territoryTileText } from "./words";

interface Props {
  view: RuseView;
  names: readonly string[];
}

function Territory({ view, names, territory, index }: Props & { territory: RuseTerritory; index: number }) {
  const d = data();
  const t = view.territories[index];
  if (!t) return null;
  const foxes = view.players.map((p, seat) => ({ seat, fox: p.fox })).filter((x) => x.fox?.territory === territory);
  const beaver = view.beaver?.territory === territory ? view.beaver : undefined;
  const winter = view.options.side === "winter";
  return (
    <section className={`rf-territory rf-t-${territory}`} aria-label={`${territoryName(territory)} territory`}>
      <header className="rf-territory-head">
        <h3>{territoryName(territory)}</h3>
        {view.hunter === territory && <span className="rf-tag rf-tag-hunter">Hunter here</span>}
        {t.obstacle && (
          <span className="rf-tag rf-tag-obstacle" title={OBSTACLES[t.obstacle].effect}>
            {OBSTACLES[t.obstacle].name}: {OBSTACLES[t.obstacle].effect}
          </span>
        )}
      </header>
      <DieSpaces spaces={t.dice} prefix="D" costs={d.dieSpaces.vital} names={names} label="Die spaces" />
      <ol className="rf-path">
        <li className="rf-space rf-space-base">
          <strong>X0 base</strong>
          {foxes
            .filter((x) => x.fox?.space === 0)
            .map((x) => (
              <FoxToken key={x.seat} seat={x.seat} name={seatName(names, x.seat)} />
            ))}
        </li>
        {t.spaces.map((space, i) => {
          const tile = d.explorationTiles[space.tile];
          return (
            <li key={i} className="rf-space">
              <strong>
                X{i + 1} {tile?.name ?? ""}
              </strong>
              <span className="rf-small">
                {tile?.actions
                  .map((b) => `${buyName(b)} (${actionCost(b, winter)})`)
                  .join(" · ")}
              </span>
              <span className="rf-space-tags">
                {tile?.huntingSpot && <span className="rf-tag">{space.hunting ? "Hunting tile ▢" : "Hunting spot (empty)"}</span>}
                {tile?.beaverDam && <span className="rf-tag">Dam</span>}
                {space.marker !== undefined && <MarkerToken seat={space.marker} name={seatName(names, space.marker)} />}
                {beaver && beaver.space === i && <span className="rf-tag rf-tag-beaver">Beaver of {seatName(names, beaver.owner)}</span>}
              </span>
              {foxes
                .filter((x) => x.fox?.space === i + 1)
                .map((x) => (
                  <FoxToken key={x.seat} seat={x.seat} name={seatName(names, x.seat)} />
                ))}
            </li>
          );
        })}
      </ol>
      <p className="rf-small">
        Territory tiles: {t.stack.length} in the stack
        {t.discard.length > 0 && <> · discarded: {t.discard.map((x) => territoryTileText(x)).join("; ")}</>}
      </p>
    </section>
  );
}

export function Territories({ view, names }: Props) {
  return (
    <div className="rf-territories">
      {TERRITORIES.map((territory, index) => (
        <Territory key={territory} view={view} names={names} territory={territory} index={index} />
      ))}
    </div>
  );
}
