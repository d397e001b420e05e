// A household's boat (one column per good, its spaces filled from the
// bottom, a trade boon token waiting below some) and its dock.
import type { RurikPlayerView } from "ruleshelf";
import { data, GOOD_NAMES, GOODS, plural } from "./words";

export function Boat({ player }: { player: RurikPlayerView }) {
  const columns = data().boat.columns;
  const dock = GOODS.map((good, i) => ({ good, n: player.dock[i] ?? 0 })).filter(
    (entry) => entry.n > 0,
  );
  return (
    <div className="rurik-boat-box">
      <div className="rurik-boat" aria-label="Boat">
        {columns.map((column, i) => {
          const held = player.boat[i] ?? 0;
          return (
            <div
              key={column.good}
              className="rurik-boat-column"
              title={`${GOOD_NAMES[column.good]}: ${held} of ${column.spaces}`}
            >
              <div className="rurik-boat-spaces">
                {Array.from({ length: column.spaces }, (_, s) => (
                  <span
                    key={s}
                    className={
                      s < held
                        ? `rurik-good rurik-good-${column.good}`
                        : "rurik-good rurik-good-empty"
                    }
                  />
                ))}
              </div>
              <span className="rurik-boat-label">
                {GOOD_NAMES[column.good]} {held}/{column.spaces}
              </span>
              {player.boonsBelow[i] && (
                <span className="rurik-boon" title="A trade boon token waits below this column">
                  boon
                </span>
              )}
            </div>
          );
        })}
      </div>
      <p className="mat-note">
        Dock:{" "}
        {dock.length === 0
          ? "no goods"
          : dock.map((entry) => `${entry.n} ${GOOD_NAMES[entry.good]}`).join(", ")}
        {player.boons > 0 && ` · ${plural(player.boons, "trade boon token")}`}
      </p>
    </div>
  );
}
