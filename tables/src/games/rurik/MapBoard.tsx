// The map of the Rus', played on: each region is a spot (`region:<index>`)
// drawn where it lies on the map, with its goods token, troops and leaders
// per household (colour, pattern and count), rebels, structures (the
// epic structures and the rebel camp too) and a thick edge in the colour of
// the household that rules it. The borders are lines under the regions.
// The map keeps its shape at any width; on a phone it is drawn taller.
import type { RurikView } from "ruleshelf";
import { Spot } from "../../table/Spot";
import type { DirectPlay } from "../../table/directPlay";
import type { RurikAct } from "./paths";
import { Camp, Epic, Good, Leader, Rebel, Structure, Troop } from "./pieces";
import { colourOf, data, epicText, factionName, GOOD_NAMES, plural, rebelRewardText, seatName, STRUCTURE_NAMES } from "./words";

/** Where each region's centre lies on a 720 × 660 drawing, by name. */
const PLACES: Readonly<Record<string, readonly [number, number]>> = {
  Novgorod: [330, 55],
  Pskov: [160, 80],
  Rostov: [505, 85],
  Polotsk: [200, 200],
  Smolensk: [360, 185],
  Suzdal: [640, 185],
  Brest: [75, 320],
  Chernigov: [440, 300],
  Murom: [630, 305],
  Volyn: [205, 400],
  Kiev: [345, 415],
  Pereyaslavl: [510, 430],
  Galich: [200, 520],
  Peresech: [80, 605],
  Azov: [440, 600],
};

function place(name: string, index: number): readonly [number, number] {
  return PLACES[name] ?? [80 + (index % 5) * 140, 60 + Math.floor(index / 5) * 120];
}

interface MapBoardProps {
  view: RurikView;
  names: readonly string[];
  dp: DirectPlay<RurikAct>;
  /** Regions the decision or the step shown now is about (outlined). */
  focus: ReadonlySet<number>;
  /** The moves the last step made: a troop marches along each (motion). */
  marches?: readonly March[];
}

/** A move to draw as a troop marching: `key` stays with the log entry. */
export interface March {
  key: string;
  seat: number;
  from: number;
  to: number;
}

/** The epic structures standing in each region (a border one in both). */
function epicsByRegion(view: RurikView): Map<number, number[]> {
  const found = new Map<number, number[]>();
  for (const shown of view.epic?.display ?? []) {
    for (const site of shown.built) {
      for (const region of site.other === undefined ? [site.region] : [site.region, site.other]) {
        found.set(region, [...(found.get(region) ?? []), shown.card]);
      }
    }
  }
  return found;
}

/** A region in words: its good, units, rebels, structures and ruler (its spot's label and tooltip). */
function regionSummary(view: RurikView, index: number, names: readonly string[], epics: readonly number[]): string {
  const region = view.regions[index];
  const info = data().regions[index];
  const name = info?.name ?? `Region ${index + 1}`;
  if (!region || !region.inPlay) return `${name} (not in play)`;
  const units = region.troops
    .map((troops, seat) => ({ seat, troops, leader: region.leaders.includes(seat) }))
    .filter((unit) => unit.troops > 0 || unit.leader);
  const rewards = region.rebelRewards?.map(rebelRewardText);
  return [
    info ? `${GOOD_NAMES[info.good]}${region.goods ? " token here" : " already taxed this round"}` : "",
    ...units.map((u) => `${seatName(names, u.seat)}: ${plural(u.troops, "troop")}${u.leader ? " and the leader" : ""}`),
    region.rebels > 0 ? `${plural(region.rebels, view.solo ? "neutral troop" : "rebel")}${rewards ? ` (${rewards.join("; ")})` : ""}` : "",
    ...region.structures.map((b) => `${seatName(names, b.owner)}'s ${STRUCTURE_NAMES[b.kind]}`),
    ...epics.map(epicText),
    view.faction?.camp === index ? `the camp of ${factionName(view.faction.card)}` : "",
    region.ruler !== undefined ? `ruled by ${seatName(names, region.ruler)}` : "nobody rules it",
  ]
    .filter(Boolean)
    .join("; ");
}

export function MapBoard({ view, names, dp, focus, marches = [] }: MapBoardProps) {
  const all = data();
  const index = (name: string) => all.regions.findIndex((region) => region.name === name);
  const epics = epicsByRegion(view);
  return (
    <section className="rk-map-box" aria-label="The map">
      <div className="rk-map" data-testid="rk-map">
        <svg className="rk-map-lines" viewBox="0 0 720 660" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {all.borders.map(([a, b]) => {
            const ia = index(a);
            const ib = index(b);
            const [x1, y1] = place(a, ia);
            const [x2, y2] = place(b, ib);
            const live = view.regions[ia]?.inPlay && view.regions[ib]?.inPlay;
            return <line key={`${a}-${b}`} x1={x1} y1={y1} x2={x2} y2={y2} className={live ? "rk-border" : "rk-border rk-border-out"} />;
          })}
        </svg>
        {view.regions.map((region, i) => {
          const info = all.regions[i];
          const name = info?.name ?? `Region ${i + 1}`;
          const [cx, cy] = place(name, i);
          const here = epics.get(i) ?? [];
          const summary = regionSummary(view, i, names, here);
          const classes = [
            "rk-region",
            region.inPlay ? "" : "rk-region-out",
            region.ruler !== undefined ? `rk-ruled rurik-seat-${colourOf(region.ruler)}` : "",
            focus.has(i) ? "rk-region-focus" : "",
          ];
          const units = region.troops
            .map((troops, seat) => ({ seat, troops, leader: region.leaders.includes(seat) }))
            .filter((unit) => unit.troops > 0 || unit.leader);
          return (
            <Spot
              key={i}
              play={dp}
              at={`region:${i}`}
              options={{
                label: `region: ${summary}`,
                tip: `${name}: ${summary}`,
              }}
              className={classes.filter(Boolean).join(" ")}
              style={{ left: `${(cx / 720) * 100}%`, top: `${(cy / 660) * 100}%` }}
              data-region={i}
            >
              <span className="rk-region-head">
                <span className="rk-region-name">{name}</span>
                {info && region.inPlay && (
                  <span data-motion={`goods:${i}`}>
                    <Good good={info.good} size={16} empty={!region.goods} />
                  </span>
                )}
              </span>
              {region.inPlay ? (
                <span className="rk-region-units">
                  {units.map((unit) => (
                    <span key={unit.seat} className={`rk-unit rk-unit-${unit.seat} rurik-seat-${colourOf(unit.seat)}`} data-motion={`units:${unit.seat}:${i}`}>
                      {unit.troops > 0 && (
                        <>
                          <Troop seat={unit.seat} size={16} />
                          <span className="rk-count">{unit.troops}</span>
                        </>
                      )}
                      {unit.leader && (
                        <span data-motion={`leader:${unit.seat}`}>
                          <Leader seat={unit.seat} size={18} />
                        </span>
                      )}
                    </span>
                  ))}
                  {region.rebels > 0 && (
                    <span className="rk-unit rk-unit-rebels">
                      <Rebel size={16} />
                      <span className="rk-count">{region.rebels}</span>
                    </span>
                  )}
                </span>
              ) : (
                <span className="rk-region-note">not in play</span>
              )}
              {marches
                .filter((march) => march.to === i)
                .map((march) => (
                  // New on the map, it glides from the units it left (motion.ts), then fades.
                  <span key={march.key} className="rk-march" aria-hidden="true" data-motion={`march:${march.key}`} data-motion-from={`units:${march.seat}:${march.from}`}>
                    <Troop seat={march.seat} size={18} />
                  </span>
                ))}
              {(region.structures.length > 0 || here.length > 0 || view.faction?.camp === i) && (
                <span className="rk-region-built">
                  {region.structures.map((built, s) => (
                    <span key={s} data-motion={`built:${i}:${built.owner}:${built.kind}`}>
                      <Structure kind={built.kind} seat={built.owner} size={18} />
                    </span>
                  ))}
                  {here.map((card) => (
                    <Epic key={card} size={18} />
                  ))}
                  {view.faction?.camp === i && <Camp size={18} />}
                </span>
              )}
            </Spot>
          );
        })}
      </div>
      <p className="rk-legend">
        Figures: troops per household (count beside; a crown: its leader; seat 2's chips striped) · dark hooded figures:{" "}
        {view.solo ? "neutral troops" : "rebels"} · framed icons: structures · a dashed good: already taxed · a thick coloured edge: the ruler.
        Touch a region for its details.
      </p>
    </section>
  );
}
