// The choices owed before play goes on, first one first: who must decide
// what, with the den path tiles drawn (their shapes, for their owner).
import type { RuseView } from "ruleshelf";
import { seatClass } from "./Pieces";
import { TileShape } from "./TileShape";
import { choiceText, data, denTileText, openingsMask, seatName } from "./words";

function tileMask(tile: Parameters<typeof denTileText>[0]): number {
  const d = data();
  if (tile.type === "path") return openingsMask(d.pathTiles[tile.kind]?.openings ?? "");
  if (tile.type === "bonus") return openingsMask(d.bonusDenTiles[tile.id]?.openings ?? "");
  return openingsMask(d.den.baseOpenings);
}

export function Pending({ view, names }: { view: RuseView; names: readonly string[] }) {
  if (view.pending.length === 0) return null;
  return (
    <section className="rf-pending" aria-label="Owed choices">
      <h3>Owed choices</h3>
      <ol className="rf-list">
        {view.pending.map((p, i) => (
          <li key={i} className={seatClass(p.seat)}>
            <strong>{seatName(names, p.seat)}</strong> {i === 0 ? "must now choose" : "will choose"} {choiceText(p.choice)}.
            {p.choice.type === "placeDen" && (
              <span className="rf-drawn">
                {p.choice.tiles.map((tile, t) => (
                  <span key={t} className="rf-drawn-tile">
                    <TileShape openings={tileMask(tile)} label={denTileText(tile)} />
                    {t + 1}. {denTileText(tile)}
                  </span>
                ))}
                {p.hidden > 0 && (
                  <span className="rf-small">
                    {p.hidden} drawn tile{p.hidden === 1 ? "" : "s"} (secret)
                  </span>
                )}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
