// A den board: the 5×4 grid of cells (row 1 at the bottom, the base on E1)
// with the placed path tiles and the printed cell bonuses, the cube slots
// A–E on top with the kits sent there, the den action spaces DD1–DD4 and
// the bag of den path tiles.
import type { RusePlayerView } from "ruleshelf";
import { seatClass } from "./Pieces";
import { TileShape } from "./TileShape";
import { bonusText, cellName, data, denTileText, kitName, openingsText } from "./words";

interface Props {
  player: RusePlayerView;
  seat: number;
  /** Cells where the seat may now place a drawn tile. */
  targets: ReadonlySet<number>;
}

export function Den({ player, seat, targets }: Props) {
  const d = data();
  const den = player.den;
  const rows = [3, 2, 1, 0];
  return (
    <div className="rf-den" aria-label="Den board">
      <div className="rf-den-grid">
        {[0, 1, 2, 3, 4].map((col) => {
          const kits = player.kits.map((k, i) => ({ k, i })).filter(({ k }) => k.place.type === "den" && k.place.slot === col);
          return (
            <div key={`cube-${col}`} className="rf-den-cube">
              <span className="rf-small">
                {"ABCDE"[col]} · {d.den.cubeVp[col]} VP
              </span>
              <span>{den.cubes[col] ? "■ cube" : "cube gone"}</span>
              {kits.map(({ i }) => (
                <span key={i} className={`rf-kit ${i > 2 ? "rf-kit-black" : seatClass(seat)}`}>
                  {kitName(i)}
                </span>
              ))}
            </div>
          );
        })}
        {rows.flatMap((row) =>
          [0, 1, 2, 3, 4].map((col) => {
            const cell = col + 5 * row;
            const piece = den.cells[cell];
            const printed = d.den.cells[row]?.[col];
            const gained = (den.covered & (1 << cell)) !== 0;
            return (
              <div
                key={cell}
                className={`rf-den-cell ${piece ? "rf-den-filled" : ""} ${targets.has(cell) ? "rf-den-target" : ""}`}
                title={`${cellName(cell)}${piece ? `: ${denTileText(piece.tile)}, open ${openingsText(piece.openings)}` : ""}`}
              >
                <span className="rf-cell-name">{cellName(cell)}</span>
                {piece ? (
                  <TileShape openings={piece.openings} label={`${denTileText(piece.tile)} open ${openingsText(piece.openings)}`} />
                ) : (
                  printed && <span className="rf-small">{bonusText(printed)}</span>
                )}
                {piece && printed && <span className="rf-small">{gained ? "✓ " : ""}{bonusText(printed)}</span>}
              </div>
            );
          }),
        )}
      </div>
      <div className="rf-die-spaces" aria-label="Den action spaces">
        {den.dice.map((value, i) => (
          <div key={i} className="rf-die-space">
            <span className="rf-small">
              DD{i + 1} · {d.dieSpaces.den[i] ?? "?"}
            </span>
            {value == null ? <span className="rf-empty">—</span> : <span className={`rf-die ${seatClass(seat)}`}>{value}</span>}
          </div>
        ))}
      </div>
      <p className="rf-small">
        Bag: {den.bagSize} tile{den.bagSize === 1 ? "" : "s"}
        {den.bag && (
          <>
            {" "}
            (
            {den.bag
              .map((n, kind) => ({ n, kind }))
              .filter((x) => x.n > 0)
              .map((x) => `${x.n}× ${d.pathTiles[x.kind]?.id ?? x.kind}`)
              .join(", ")}
            )
          </>
        )}
      </p>
    </div>
  );
}
