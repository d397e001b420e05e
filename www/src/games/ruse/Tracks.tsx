// The territory tracks (a paw per seat on each, the VP of each level, the
// track tiles and hunter symbols) and the VP track.
import type { RuseView } from "ruleshelf";
import { seatClass } from "./Pieces";
import { TERRITORIES, bonusesText, data, seatName, territoryName } from "./words";

export function TerritoryTracks({ view, names }: { view: RuseView; names: readonly string[] }) {
  const d = data();
  const levels = d.trackLevels.vp.map((vp, level) => ({ vp, level }));
  return (
    <section className="rf-tracks" aria-label="Territory tracks">
      <h3>Territory tracks</h3>
      <div className="rf-scroll">
        <table className="rf-track-table">
          <thead>
            <tr>
              <th>Track</th>
              {levels.map(({ vp, level }) => (
                <th key={level} title={`level ${level}: ${vp} VP`}>
                  L{level}
                  <span className="rf-small"> {vp} VP</span>
                  {d.trackLevels.hunterLevels.includes(level) && <span className="rf-tag rf-tag-hunter" title="hunter symbol: moves the hunter on">H</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TERRITORIES.map((t, ti) => (
              <tr key={t}>
                <th className={`rf-t-${t}`}>{territoryName(t)}</th>
                {levels.map(({ level }) => {
                  const slot = d.trackLevels.tileLevels.indexOf(level);
                  const tile = slot < 0 ? undefined : d.trackTiles[view.trackTiles[ti]?.[slot] ?? -1];
                  const paws = view.players.map((p, seat) => ({ seat, at: p.paws[ti] })).filter((x) => x.at === level);
                  return (
                    <td key={level}>
                      {tile && <span className="rf-track-tile">{bonusesText(tile.bonus)}</span>}
                      {paws.map((x) => (
                        <span key={x.seat} className={`rf-paw ${seatClass(x.seat)}`} title={`${seatName(names, x.seat)}'s paw`}>
                          {seatName(names, x.seat)}
                        </span>
                      ))}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function VpTrack({ view, names }: { view: RuseView; names: readonly string[] }) {
  const d = data();
  const order = view.players.map((p, seat) => ({ seat, vp: p.vp })).sort((a, b) => b.vp - a.vp);
  // The track as a strip: one lap of 100 spaces (more when someone passed it).
  const lap = Math.max(100, Math.ceil(((order[0]?.vp ?? 0) + 1) / 100) * 100);
  const at = (vp: number) => `${(vp / lap) * 100}%`;
  const oranges = Array.from({ length: Math.floor(lap / d.vpTrack.orangeEvery) }, (_, i) => (i + 1) * d.vpTrack.orangeEvery);
  return (
    <section className="rf-vp" aria-label="VP track">
      <h3>VP track</h3>
      <div className="rf-vp-strip" aria-hidden="true">
        {oranges.map((vp) => (
          <span key={`o${vp}`} className="rf-vp-orange" style={{ left: at(vp) }} />
        ))}
        {d.vpTrack.cheeseSpaces.map((vp) => (
          <span key={`c${vp}`} className="rf-vp-cheese" style={{ left: at(vp) }} />
        ))}
        {order.map(({ seat, vp }, i) => (
          <span key={seat} className={`rf-vp-piece ${seatClass(seat)}`} style={{ left: at(vp), top: `${0.2 + i * 0.35}rem` }} />
        ))}
      </div>
      <ol className="rf-list">
        {order.map(({ seat, vp }) => (
          <li key={seat} className={seatClass(seat)}>
            <span className="rf-swatch" /> <strong>{seatName(names, seat)}</strong> {vp} VP
            {view.star === seat && <span className="rf-tag">★ star</span>}
            {view.cheese === seat && <span className="rf-tag"> cheese</span>}
          </li>
        ))}
      </ol>
      <p className="rf-small">
        Orange space every {d.vpTrack.orangeEvery} VP (trailing seats gain {d.vpTrack.catchUpGp} GP per orange space behind the leader);
        cheese spaces {d.vpTrack.cheeseSpaces.join(", ")}. Star: {view.star === undefined ? "nobody" : seatName(names, view.star)} · cheese:{" "}
        {view.cheese === undefined ? "nobody" : seatName(names, view.cheese)}.
      </p>
    </section>
  );
}
