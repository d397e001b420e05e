// The destiny board (round track, destiny tile and die, turn order with
// its tiles), the four territory tracks (levels with their VP, track tiles
// and hunter symbols, every seat's paw), the VP track with every seat's fox
// head, and the common objectives with the cubes on them.
import { Spot } from "../../table/Spot";
import { seatColour } from "../../table/seats";
import type { RuseTableContext } from "./context";
import { foxesOf } from "./foxes";
import { Cheese, DieFace, Fox, Hunter, Paw, Resource, TERRITORY_INK } from "./pieces";
import {
  TERRITORIES,
  bonusesText,
  commonText,
  data,
  destinyTileText,
  ordinal,
  plural,
  seatName,
  territoryName,
} from "./words";

function DestinyBoard({ ctx }: { ctx: RuseTableContext }) {
  const { view, names } = ctx;
  const d = data();
  // The track is set up for the seats and VIXEN ("Set up for a 2-player game" solo).
  const participants = view.players.length + (view.vixen ? 1 : 0);
  const positions =
    participants <= 2 ? d.turnOrderPositions.twoPlayer : d.turnOrderPositions.manyPlayer;
  const order = [...view.turnOrder];
  if (view.vixen) order.splice(view.vixen.public.place, 0, view.vixen.colour);
  const earlier = view.destinyRevealed.filter((t) => t !== view.destinyTile);
  return (
    <section className="rf-destiny" aria-label="The destiny board">
      <h3>Destiny</h3>
      <ol className="rf-rounds" aria-label="Round track">
        {[1, 2, 3, 4].map((round) => (
          <li
            key={round}
            className={round === view.round ? "rf-round-now" : undefined}
            aria-current={round === view.round ? "step" : undefined}
          >
            Round {round}
          </li>
        ))}
      </ol>
      <div className="rf-destiny-row">
        <span
          className="rf-destiny-die"
          data-tip={`The destiny die shows ${view.destinyValue}: ${view.night ? "night (foxes move up to 3)" : "day (foxes move up to 2)"}; rolling a ${view.destinyValue} gains the destiny tile's bonus.`}
        >
          <span data-motion="destiny-die" data-face={`${view.round}:${view.destinyValue}`}>
            <DieFace value={view.destinyValue} size={34} />
          </span>
          <span className={view.night ? "rf-night" : "rf-day"}>
            {view.night ? "Night ☾" : "Day ☀"}
          </span>
        </span>
        <span
          className="rf-destiny-tile"
          data-tip={`This round's destiny tile: rolling a ${view.destinyValue} gives ${destinyTileText(view.destinyTile)}.`}
        >
          <strong>Destiny tile</strong> {destinyTileText(view.destinyTile)}
        </span>
      </div>
      <p className="rf-small-text">
        {plural(view.destinyStack, "destiny tile")} to come
        {earlier.length > 0 ? ` · earlier: ${earlier.map(destinyTileText).join("; ")}` : ""}
      </p>
      <ol className="rf-turn-order" aria-label="Turn order">
        {order.map((seat, place) => {
          const at = positions.indexOf(place);
          const tile = at < 0 ? undefined : d.turnOrderTiles[view.turnOrderTiles[at] ?? -1];
          const current = view.turn?.seat === seat;
          return (
            <li
              key={seat}
              className={current ? "rf-turn-now" : undefined}
              data-tip={
                tile ? `This place's turn order tile: ${bonusesText(tile.bonus)}.` : undefined
              }
            >
              <span className="rf-place">{place + 1}</span>
              <span data-motion={`order:${seat}`}>
                <Fox seat={seat} size={22} />
              </span>
              <span>{seatName(names, seat)}</span>
              {tile && <span className="rf-chip">{bonusesText(tile.bonus)}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function TerritoryTracks({ ctx }: { ctx: RuseTableContext }) {
  const { view, names, dp } = ctx;
  const d = data();
  const levels = d.trackLevels.vp.map((vp, level) => ({ vp, level }));
  return (
    <section className="rf-tracks" aria-label="Territory tracks">
      <h3>Territory tracks</h3>
      <div
        className="rf-track-grid"
        style={{
          gridTemplateColumns: `minmax(6.5rem, auto) repeat(${levels.length}, minmax(2.6rem, 1fr))`,
        }}
      >
        <span />
        {levels.map(({ level, vp }) => (
          <span
            key={level}
            className="rf-level-head"
            data-tip={`Level ${level}: ${vp} VP when reached.`}
          >
            {level}
            <span className="rf-level-vp">{vp > 0 ? `${vp} VP` : ""}</span>
          </span>
        ))}
        {TERRITORIES.map((territory, ti) => {
          const ink = TERRITORY_INK[territory];
          return [
            <Spot
              key={`${territory}-head`}
              play={dp}
              at={`track:${territory}`}
              className="rf-track-head"
              style={{ background: ink.land, borderColor: ink.ink }}
              options={{
                label: "track",
                tip: `The ${territoryName(territory)} track: each advance moves your paw one level and gives what the level shows.`,
              }}
            >
              <Resource territory={territory} size={20} />
              {territoryName(territory)}
            </Spot>,
            ...levels.map(({ level, vp }) => {
              const slot = d.trackLevels.tileLevels.indexOf(level);
              const tile = slot < 0 ? undefined : d.trackTiles[view.trackTiles[ti]?.[slot] ?? -1];
              const hunter = d.trackLevels.hunterLevels.includes(level);
              const paws = view.players.flatMap((p, seat) => (p.paws[ti] === level ? [seat] : []));
              const tip = [
                `${territoryName(territory)} track, level ${level}: ${vp} VP`,
                tile ? `track tile: ${bonusesText(tile.bonus)}` : "",
                hunter ? "the hunter moves on to the next territory" : "",
                paws.length > 0
                  ? `paws: ${paws.map((seat) => seatName(names, seat)).join(", ")}`
                  : "",
              ]
                .filter(Boolean)
                .join("; ");
              return (
                <span
                  key={`${territory}-${level}`}
                  className="rf-level"
                  style={{ background: ink.land }}
                  data-tip={`${tip}.`}
                >
                  {tile && <span className="rf-track-tile">{bonusesText(tile.bonus)}</span>}
                  {hunter && (
                    <span className="rf-level-hunter">
                      <Hunter size={16} />
                    </span>
                  )}
                  <span className="rf-paws">
                    {paws.map((seat) => (
                      <span
                        key={seat}
                        data-motion={`paw:${seat}:${territory}`}
                        className="rf-piece"
                      >
                        <Paw seat={seat} size={18} />
                        <span className="sr-only">{seatName(names, seat)}'s paw</span>
                      </span>
                    ))}
                  </span>
                </span>
              );
            }),
          ];
        })}
      </div>
    </section>
  );
}

function VpTrack({ ctx }: { ctx: RuseTableContext }) {
  const { view, names } = ctx;
  const d = data();
  const spaces = Array.from({ length: 100 }, (_, i) => i);
  const foxes = foxesOf(view);
  return (
    <section className="rf-vp" aria-label="VP track">
      <h3>VP track</h3>
      <div className="rf-vp-grid">
        {spaces.map((vp) => {
          const here = foxes.flatMap((f) => (f.vp % 100 === vp ? [f.colour] : []));
          const orange = vp > 0 && vp % d.vpTrack.orangeEvery === 0;
          const cheese = d.vpTrack.cheeseSpaces.includes(vp);
          return (
            <span
              key={vp}
              className={`rf-vp-space${orange ? " rf-vp-orange" : ""}${cheese ? " rf-vp-cheese" : ""}`}
              data-tip={
                here.length > 0 || orange || cheese
                  ? `${vp} VP${orange ? ": an orange space" : ""}${cheese ? ": a cheese space (end a turn here to take the cheese)" : ""}${here.length > 0 ? ` — ${here.map((seat) => `${seatName(names, seat)} (${foxes.find((f) => f.colour === seat)?.vp ?? 0} VP)`).join(", ")}` : ""}`
                  : undefined
              }
            >
              {vp % 10 === 0 && <span className="rf-vp-number">{vp}</span>}
              {cheese && here.length === 0 && <Cheese size={12} />}
              {here.map((seat) => (
                <span key={seat} data-motion={`vp:${seat}`} className="rf-vp-fox">
                  <Fox seat={seat} size={18} />
                </span>
              ))}
            </span>
          );
        })}
      </div>
      <ul className="rf-vp-legend">
        {foxes
          .map((f) => ({ seat: f.colour, vp: f.vp }))
          .sort((a, b) => b.vp - a.vp)
          .map(({ seat, vp }) => (
            <li key={seat}>
              <span className="rf-swatch" style={{ background: seatColour(seat).ink }} />
              {seatName(names, seat)}: {vp} VP
              {vp >= 100 ? ` (lap ${Math.floor(vp / 100) + 1})` : ""}
            </li>
          ))}
      </ul>
    </section>
  );
}

function CommonObjectives({ ctx }: { ctx: RuseTableContext }) {
  const { view, names } = ctx;
  const d = data();
  return (
    <section className="rf-commons" aria-label="Common objectives">
      <h3>Common objectives</h3>
      <ol className="rf-common-list">
        {view.common.map((slot) => {
          const c = d.commonObjectives[slot.objective];
          return (
            <li
              key={slot.objective}
              className="rf-common"
              data-tip={`${commonText(slot.objective)}. Declared at the end of a turn; the earlier, the more VP (scored at the end of the game).`}
            >
              <span className="rf-common-need">
                {commonText(slot.objective).replace(/ \(.*\)$/, "")}
              </span>
              <span className="rf-common-places">
                {(c?.vp ?? []).map((vp, place) => {
                  const seat = slot.claims[place];
                  return (
                    <span
                      key={place}
                      className="rf-common-place"
                      aria-label={`${ordinal(place)} place, ${vp} VP${seat === undefined ? "" : `: ${seatName(names, seat)}`}`}
                    >
                      {vp}
                      {seat !== undefined && (
                        <span
                          className="rf-cube"
                          style={{ background: seatColour(seat).ink }}
                          data-motion={`common:${slot.objective}:${place}`}
                        />
                      )}
                    </span>
                  );
                })}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function TracksBoard({ ctx }: { ctx: RuseTableContext }) {
  return (
    <div className="rf-tracks-board" data-testid="rf-tracks">
      <TerritoryTracks ctx={ctx} />
      <div className="rf-tracks-row">
        <DestinyBoard ctx={ctx} />
        <CommonObjectives ctx={ctx} />
      </div>
      <VpTrack ctx={ctx} />
    </div>
  );
}
