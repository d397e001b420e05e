// The map of the Rus': the 15 regions and their borders, each region with
// its goods token, troops and leaders per seat, rebels, structures and
// ruler. Regions not in play for this seat count are greyed.
import type { RurikRegionView } from "ruleshelf";
import { colourOf, data, GOOD_NAMES, plural, rebelRewardText, seatName, STRUCTURE_MARKS, STRUCTURE_NAMES } from "./words";

/** Where each region sits on the drawing, by name (roughly its place on the map). */
const PLACES: Readonly<Record<string, readonly [number, number]>> = {
  Novgorod: [320, 60],
  Pskov: [165, 80],
  Rostov: [490, 85],
  Polotsk: [205, 195],
  Smolensk: [350, 180],
  Suzdal: [640, 175],
  Brest: [72, 310],
  Chernigov: [430, 295],
  Murom: [630, 300],
  Volyn: [200, 395],
  Kiev: [335, 410],
  Pereyaslavl: [495, 425],
  Galich: [205, 510],
  Peresech: [85, 600],
  Azov: [430, 590],
};

const W = 126;
const H = 96;

interface MapBoardProps {
  regions: readonly RurikRegionView[];
  names: readonly string[];
  /** Regions named by the decision now (highlighted). */
  focus: ReadonlySet<number>;
}

function place(name: string, index: number): readonly [number, number] {
  return PLACES[name] ?? [80 + (index % 5) * 140, 60 + Math.floor(index / 5) * 120];
}

/** The households with units in a region: troops, and whether the leader is there. */
function unitsOf(region: RurikRegionView) {
  return region.troops
    .map((troops, seat) => ({ seat, troops, leader: region.leaders.includes(seat) }))
    .filter((unit) => unit.troops > 0 || unit.leader);
}

/** A region in words: its good, units, rebels, structures and ruler. */
function regionSummary(region: RurikRegionView, index: number, names: readonly string[]): string {
  const info = data().regions[index];
  const name = info?.name ?? `Region ${index + 1}`;
  if (!region.inPlay) return `${name} (not in play)`;
  const units = unitsOf(region);
  const rewards = region.rebelRewards?.map(rebelRewardText);
  return [
    name,
    info ? `${GOOD_NAMES[info.good]}${region.goods ? " token here" : " already taxed this round"}` : "",
    ...units.map((u) => `${seatName(names, u.seat)}: ${plural(u.troops, "troop")}${u.leader ? " and the leader" : ""}`),
    region.rebels > 0 ? `${plural(region.rebels, "rebel")}${rewards ? ` (${rewards.join("; ")})` : ""}` : "",
    ...region.structures.map((b) => `${seatName(names, b.owner)}'s ${STRUCTURE_NAMES[b.kind]}`),
    region.ruler !== undefined ? `ruled by ${seatName(names, region.ruler)}` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

function Region({ region, index, names, focus }: { region: RurikRegionView; index: number; names: readonly string[]; focus: boolean }) {
  const info = data().regions[index];
  const name = info?.name ?? `Region ${index + 1}`;
  const [cx, cy] = place(name, index);
  const x = cx - W / 2;
  const y = cy - H / 2;
  const ruler = region.ruler;
  const units = unitsOf(region);
  const classes = [
    "rurik-region",
    region.inPlay ? "" : "rurik-region-out",
    ruler !== undefined ? `rurik-ruled rurik-seat-${colourOf(ruler)}` : "",
    focus ? "rurik-region-focus" : "",
  ];
  const summary = regionSummary(region, index, names);
  return (
    <g className={classes.filter(Boolean).join(" ")} data-region={index}>
      <title>{summary}</title>
      <rect x={x} y={y} width={W} height={H} rx={10} className="rurik-region-shape" />
      <text x={x + 8} y={y + 17} className="rurik-region-name">
        {name}
      </text>
      {info && region.inPlay && (
        <text x={x + 8} y={y + 30} className={region.goods ? "rurik-region-good" : "rurik-region-good rurik-taxed"}>
          {GOOD_NAMES[info.good]}
        </text>
      )}
      {!region.inPlay && (
        <text x={cx} y={cy + 14} textAnchor="middle" className="rurik-region-note">
          not in play
        </text>
      )}
      {units.map((unit, i) => (
        <g key={unit.seat} transform={`translate(${x + 16 + i * 30}, ${y + 56})`} className={`rurik-seat-${colourOf(unit.seat)}`}>
          <circle r={11} className="rurik-troop" />
          <text y={4} textAnchor="middle" className="rurik-troop-count">
            {unit.troops}
          </text>
          {unit.leader && <path d="M -9 -12 L -6 -20 L -2 -14 L 0 -21 L 2 -14 L 6 -20 L 9 -12 Z" className="rurik-crown" />}
        </g>
      ))}
      {region.rebels > 0 && (
        <g transform={`translate(${x + W - 18}, ${y + 56})`}>
          <rect x={-11} y={-11} width={22} height={22} rx={3} className="rurik-rebel" />
          <text y={4} textAnchor="middle" className="rurik-rebel-count">
            {region.rebels}
          </text>
        </g>
      )}
      {region.structures.map((built, i) => (
        <g key={i} transform={`translate(${x + 8 + i * 32}, ${y + 75})`} className={`rurik-seat-${colourOf(built.owner)}`}>
          <rect width={28} height={17} rx={2} className="rurik-structure" />
          <text x={14} y={13} textAnchor="middle" className="rurik-structure-mark">
            {STRUCTURE_MARKS[built.kind]}
          </text>
        </g>
      ))}
      {ruler !== undefined && (
        <text x={x + W - 8} y={y + 30} textAnchor="end" className="rurik-ruler-mark">
          ruled
        </text>
      )}
    </g>
  );
}

export function MapBoard({ regions, names, focus }: MapBoardProps) {
  const all = data();
  const index = (name: string) => all.regions.findIndex((region) => region.name === name);
  return (
    <section className="rurik-map-box" aria-label="The map">
      <svg className="rurik-map" viewBox="0 0 720 660" role="group" aria-label="Map of the regions, their units, rebels and structures">
        {all.borders.map(([a, b]) => {
          const ia = index(a);
          const ib = index(b);
          const [x1, y1] = place(a, ia);
          const [x2, y2] = place(b, ib);
          const live = regions[ia]?.inPlay && regions[ib]?.inPlay;
          return <line key={`${a}-${b}`} x1={x1} y1={y1} x2={x2} y2={y2} className={live ? "rurik-border" : "rurik-border rurik-border-out"} />;
        })}
        {regions.map((region, i) => (
          <Region key={i} region={region} index={i} names={names} focus={focus.has(i)} />
        ))}
      </svg>
      <p className="rurik-legend">
        Circles: troops per household (a crown marks its leader) · dark squares: rebels · small boxes: structures (
        {Object.entries(STRUCTURE_MARKS)
          .map(([kind, mark]) => `${mark} ${kind}`)
          .join(", ")}
        ) · a thick coloured edge: the household that rules the region · a struck-out good: already taxed this round.
      </p>
      <details className="rurik-regions-text">
        <summary>The regions in words</summary>
        <ul>
          {regions.map((region, i) => (
            <li key={i}>{regionSummary(region, i, names)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
