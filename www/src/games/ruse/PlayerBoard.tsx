// One seat's boards: its personal board (GP, VP, resources, the hunting
// cache, markers, kit dice on the growth tracks, instincts, Ruse tile, kept
// tiles), its den and its private objectives.
import type { RusePlayerView } from "ruleshelf";
import { Den } from "./Den";
import { GrowthTracks } from "./GrowthTracks";
import { Objectives } from "./Objectives";
import { seatClass } from "./Pieces";
import { INSTINCTS, RUSE_TILES, TERRITORIES, data, huntingTileText, seatName, territoryName, territoryTileText } from "./words";

interface Props {
  player: RusePlayerView;
  seat: number;
  names: readonly string[];
  own: boolean;
  acting: boolean;
  denTargets: ReadonlySet<number>;
}

export function PlayerBoard({ player, seat, names, own, acting, denTargets }: Props) {
  const d = data();
  const slots = d.markerSlotVp.vp;
  return (
    <section
      className={`rf-player ${seatClass(seat)} ${acting ? "rf-acting" : ""}`}
      aria-label={`${seatName(names, seat)}'s boards`}
      data-testid={`rf-player-${seat}`}
    >
      <header className="rf-player-head">
        <span className="rf-swatch" />
        <h3>
          {seatName(names, seat)}
          {own && " (you)"}
        </h3>
        <span className="rf-stat">{player.gp} GP</span>
        <span className="rf-stat">{player.vp} VP</span>
        <span className="rf-stat">
          dice {player.diceUsed}/{player.dice}
          {player.fourthDie ? " +4th" : ""}
        </span>
        {acting && <span className="rf-tag rf-tag-acting">to decide</span>}
      </header>
      {player.ruse && <p className="rf-small">Ruse tile — {RUSE_TILES[player.ruse]}</p>}
      <div className="rf-player-row">
        <div>
          <strong>Resources</strong>
          <ul className="rf-resources">
            {TERRITORIES.map((t, i) => (
              <li key={t} className={`rf-t-${t}`}>
                {territoryName(t)} {player.resources[i]}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <strong>Hunting cache</strong> <span className="rf-small">({player.cache.length} tiles)</span>
          <p className="rf-small">{player.cache.length === 0 ? "empty" : player.cache.map(huntingTileText).join(", ")}</p>
        </div>
        <div>
          <strong>Markers</strong>
          <div className="rf-marker-slots">
            {slots.map((vp, i) => (
              <span key={i} className={`rf-marker-slot ${i < player.markersOut ? "rf-marker-out" : ""}`}>
                {i < player.markersOut ? `out · ${vp} VP` : "⚑"}
              </span>
            ))}
          </div>
        </div>
      </div>
      <GrowthTracks player={player} seat={seat} />
      {player.instincts.length > 0 && (
        <p className="rf-small">Instincts: {player.instincts.map((i) => INSTINCTS[i]).join("; ")}</p>
      )}
      {player.actionTiles.length > 0 && (
        <p className="rf-small">
          Kept tiles: {player.actionTiles.map((h) => `${territoryTileText(h.tile)} (${territoryName(h.home)})`).join("; ")}
        </p>
      )}
      <details open>
        <summary>Den board</summary>
        <Den player={player} seat={seat} targets={denTargets} />
      </details>
      <Objectives player={player} own={own} />
    </section>
  );
}
