// The map of the Rus', played on: one SVG drawing with a fixed viewBox
// (geography.ts), so it scales with its box and no two regions can ever
// overlap. Each region is a shape with its border, tinted by the household
// that rules it (with that household's flag by its name); rivers and the
// Black Sea are drawn for the look of the land. On each region sit its
// pieces: the goods token, troops and leaders per household (figures in
// the household's colour with a count), rebels, structures, epic structures
// and the rebel camp. Each region is a spot (`region:<index>`), focusable
// and named with everything on it; what a pointer rests on or the keyboard
// focuses is told in a line under the map (no bubble over the prompt or
// the seat names).
import { useId, useState, type KeyboardEvent, type MouseEventHandler, type ReactNode } from "react";
import type { RurikView } from "ruleshelf";
import type { DirectPlay } from "../../table/directPlay";
import { seatColour } from "../../table/seats";
import { LAKES, MAP_HEIGHT, MAP_WIDTH, pointsOf, RIVERS, SEA, shapeOf } from "./geography";
import type { RurikAct } from "./paths";
import { Camp, Epic, Good, Leader, Rebel, Structure, Troop } from "./pieces";
import {
  colourOf,
  data,
  epicText,
  factionName,
  GOOD_NAMES,
  plural,
  rebelRewardText,
  seatName,
  STRUCTURE_NAMES,
} from "./words";
import { focusableSvg } from "../../table/focus";

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
function regionSummary(
  view: RurikView,
  index: number,
  names: readonly string[],
  epics: readonly number[],
): string {
  const region = view.regions[index];
  const info = data().regions[index];
  const name = info?.name ?? `Region ${index + 1}`;
  if (!region || !region.inPlay) return `${name} (not in play)`;
  const units = region.troops
    .map((troops, seat) => ({ seat, troops, leader: region.leaders.includes(seat) }))
    .filter((unit) => unit.troops > 0 || unit.leader);
  const rewards = region.rebelRewards?.map(rebelRewardText);
  return [
    info
      ? `${GOOD_NAMES[info.good]}${region.goods ? " token here" : " already taxed this round"}`
      : "",
    ...units.map(
      (u) =>
        `${seatName(names, u.seat)}: ${plural(u.troops, "troop")}${u.leader ? " and the leader" : ""}`,
    ),
    region.rebels > 0
      ? `${plural(region.rebels, view.solo ? "neutral troop" : "rebel")}${rewards ? ` (${rewards.join("; ")})` : ""}`
      : "",
    ...region.structures.map((b) => `${seatName(names, b.owner)}'s ${STRUCTURE_NAMES[b.kind]}`),
    ...epics.map(epicText),
    view.faction?.camp === index ? `the camp of ${factionName(view.faction.card)}` : "",
    region.ruler !== undefined ? `ruled by ${seatName(names, region.ruler)}` : "nobody rules it",
  ]
    .filter(Boolean)
    .join("; ");
}

/** Sizes in the drawing's units (the map is never drawn below 460 px wide: 20 units ≥ 12.7 px). */
const PIECE = 24;
const ROW = 28;
const NAME = 20;
const COUNT = 19;

/** A piece to lay out in a region: its width, and how to draw it with its left edge at 0 and its middle at 0. */
interface Piece {
  key: string;
  width: number;
  draw: ReactNode;
}

/** About how wide a name is drawn (bold, 20 units). */
function textWidth(text: string, size: number): number {
  return text.length * size * 0.68;
}

/** Rows of pieces no wider than `room` (one piece per row at least). */
function pack(pieces: readonly Piece[], room: number, gap = 6): Piece[][] {
  const rows: Piece[][] = [];
  let width = 0;
  for (const piece of pieces) {
    const row = rows[rows.length - 1];
    if (row && width + gap + piece.width <= room) {
      row.push(piece);
      width += gap + piece.width;
    } else {
      rows.push([piece]);
      width = piece.width;
    }
  }
  return rows;
}

/** Draws rows of pieces centred on `x`, the first row's middle at `y`. */
function drawRows(rows: readonly Piece[][], x: number, y: number, gap = 6): ReactNode[] {
  return rows.map((row, r) => {
    const width = row.reduce((sum, piece) => sum + piece.width, 0) + gap * (row.length - 1);
    let left = x - width / 2;
    return row.map((piece) => {
      const at = left;
      left += piece.width + gap;
      return (
        <g key={piece.key} transform={`translate(${at} ${y + r * ROW})`}>
          {piece.draw}
        </g>
      );
    });
  });
}

/** A piece's picture (pieces.tsx draws an `<svg>` of `size`), its middle on the row's line. */
function icon(node: ReactNode): ReactNode {
  return <g transform={`translate(0 ${-PIECE / 2})`}>{node}</g>;
}

/** A count beside a piece, with a pale halo so it reads on any tint. */
function count(n: number, x: number): ReactNode {
  return (
    <text className="rk-map-count" x={x} y={0} dominantBaseline="central">
      {n}
    </text>
  );
}

const countWidth = (n: number) => String(n).length * COUNT * 0.62 + 2;

export function MapBoard({ view, names, dp, focus, marches = [] }: MapBoardProps) {
  const all = data();
  const id = useId().replace(/:/g, "");
  const epics = epicsByRegion(view);
  const [shown, setShown] = useState<number>();
  const named = (i: number) => all.regions[i]?.name ?? `Region ${i + 1}`;
  const shownSummary =
    shown === undefined
      ? undefined
      : `${named(shown)}: ${regionSummary(view, shown, names, epics.get(shown) ?? [])}`;

  return (
    <section className="rk-map-box" aria-label="The map">
      <div className="rk-map" data-testid="rk-map">
        <svg
          className="rk-map-svg"
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          preserveAspectRatio="xMidYMid meet"
          role="group"
          aria-label="Regions of the Rus'"
        >
          <defs>
            <pattern
              id={`${id}-out`}
              width="10"
              height="10"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="10" height="10" fill="#ddd8cc" />
              <line x1="0" y1="0" x2="0" y2="10" stroke="#c7c0b0" strokeWidth="4" />
            </pattern>
          </defs>
          <rect className="rk-map-ground" width={MAP_WIDTH} height={MAP_HEIGHT} />
          <polygon className="rk-map-sea" points={pointsOf(SEA)} />
          <text className="rk-map-sea-name" x={560} y={652}>
            Black Sea
          </text>
          {/* The land: each region's shape, tinted by its ruler, greyed when not in play. */}
          <g className="rk-map-land" aria-hidden="true">
            {view.regions.map((region, i) => {
              const shape = shapeOf(named(i), i);
              const fill = !region.inPlay
                ? `url(#${id}-out)`
                : region.ruler !== undefined
                  ? `color-mix(in srgb, ${seatColour(region.ruler).ink} 26%, #fffaf0)`
                  : undefined;
              return (
                <polygon
                  key={i}
                  className={region.inPlay ? "rk-land" : "rk-land rk-land-out"}
                  points={pointsOf(shape.points)}
                  style={fill ? { fill } : undefined}
                />
              );
            })}
            {LAKES.map((d) => (
              <path key={d} className="rk-map-lake" d={d} />
            ))}
            {RIVERS.map((d) => (
              <path key={d} className="rk-map-river" d={d} />
            ))}
          </g>
          {view.regions.map((region, i) => {
            const name = named(i);
            const info = all.regions[i];
            const shape = shapeOf(name, i);
            const here = epics.get(i) ?? [];
            const key = `region:${i}`;
            const spot = dp.spot(key, { label: `region: ${regionSummary(view, i, names, here)}` });
            const { type: _button, onClick, className, ...props } = spot.props;
            const state = dp.stateOf(key);
            const classes = [
              className,
              "rk-region",
              region.inPlay ? "" : "rk-region-out",
              region.ruler !== undefined ? "rk-ruled" : "",
              focus.has(i) ? "rk-region-focus" : "",
            ];
            // A key plays the region as a touch does (the spot's handler reads only what every event has).
            const onKey = (event: KeyboardEvent<SVGGElement>) => {
              if (event.key !== "Enter" && event.key !== " ") return;
              event.preventDefault();
              (onClick as unknown as (event: KeyboardEvent<SVGGElement>) => void)(event);
            };
            const [cx, cy] = shape.at;

            // The name row: the goods token, the name, the ruler's flag.
            const nameWidth = textWidth(name, NAME);
            const tokenW = info && region.inPlay ? 22 : 0;
            const headW = tokenW + nameWidth + (tokenW ? 4 : 0);
            const units = region.troops
              .map((troops, seat) => ({ seat, troops, leader: region.leaders.includes(seat) }))
              .filter((unit) => unit.troops > 0 || unit.leader);
            const unitPieces: Piece[] = units.map((unit) => {
              const troopW = unit.troops > 0 ? PIECE + countWidth(unit.troops) : 0;
              return {
                key: `u${unit.seat}`,
                width: troopW + (unit.leader ? PIECE : 0),
                draw: (
                  <g
                    className={`rurik-seat-${colourOf(unit.seat)}`}
                    data-motion={`units:${unit.seat}:${i}`}
                  >
                    <rect
                      className="rk-map-unit"
                      x={-2}
                      y={-ROW / 2 + 1}
                      width={troopW + (unit.leader ? PIECE : 0) + 4}
                      height={ROW - 2}
                      rx={6}
                    />
                    {unit.troops > 0 && (
                      <>
                        {icon(<Troop seat={unit.seat} size={PIECE} />)}
                        {count(unit.troops, PIECE + 1)}
                      </>
                    )}
                    {unit.leader && (
                      <g transform={`translate(${troopW} 0)`}>
                        <g data-motion={`leader:${unit.seat}`}>
                          {icon(<Leader seat={unit.seat} size={PIECE} />)}
                        </g>
                      </g>
                    )}
                  </g>
                ),
              };
            });
            if (region.rebels > 0) {
              unitPieces.push({
                key: "rebels",
                width: PIECE + countWidth(region.rebels),
                draw: (
                  <g>
                    <rect
                      className="rk-map-unit rk-map-rebels"
                      x={-2}
                      y={-ROW / 2 + 1}
                      width={PIECE + countWidth(region.rebels) + 4}
                      height={ROW - 2}
                      rx={6}
                    />
                    {icon(<Rebel size={PIECE} />)}
                    {count(region.rebels, PIECE + 1)}
                  </g>
                ),
              });
            }
            const builtPieces: Piece[] = [
              ...region.structures.map((built, s) => ({
                key: `s${s}`,
                width: PIECE,
                draw: (
                  <g data-motion={`built:${i}:${built.owner}:${built.kind}`}>
                    {icon(<Structure kind={built.kind} seat={built.owner} size={PIECE} />)}
                  </g>
                ),
              })),
              ...here.map((card) => ({
                key: `e${card}`,
                width: PIECE,
                draw: icon(<Epic size={PIECE} />),
              })),
              ...(view.faction?.camp === i
                ? [{ key: "camp", width: PIECE, draw: icon(<Camp size={PIECE} />) }]
                : []),
            ];
            const room = shape.room - 8;
            const unitRows = region.inPlay ? pack(unitPieces, room) : [];
            const builtRows = region.inPlay ? pack(builtPieces, room, 4) : [];
            const noteRows = region.inPlay ? 0 : 1;
            const rows = 1 + unitRows.length + builtRows.length + noteRows;
            const top = cy - ((rows - 1) * ROW) / 2 + (region.ruler !== undefined ? 10 : 0);
            let left = cx - headW / 2;
            const tokenX = left;
            if (tokenW) left += tokenW + 4;
            const nameX = left;
            const ruled = region.ruler !== undefined;

            return (
              <g
                key={i}
                {...props}
                className={classes.filter(Boolean).join(" ")}
                role="button"
                ref={focusableSvg}
                onClick={onClick as unknown as MouseEventHandler<SVGGElement>}
                onKeyDown={onKey}
                onPointerEnter={() => setShown(i)}
                onFocus={() => setShown(i)}
                data-region={i}
              >
                <polygon className="rk-hit" points={pointsOf(shape.points)} />
                <g className="rk-region-pieces">
                  {state === "picked" && (
                    <g
                      transform={`translate(${cx} ${top - ROW + 2 - (ruled ? 24 : 0)})`}
                      className="rk-picked-mark"
                    >
                      <rect x={-40} y={-12} width={80} height={24} rx={12} />
                      <text x={0} y={1} dominantBaseline="central" textAnchor="middle">
                        ✓ picked
                      </text>
                    </g>
                  )}
                  {tokenW > 0 && info && (
                    <g transform={`translate(${tokenX} ${top - 11})`}>
                      <g data-motion={`goods:${i}`}>
                        <Good good={info.good} size={22} empty={!region.goods} />
                      </g>
                    </g>
                  )}
                  <text className="rk-region-name" x={nameX} y={top} dominantBaseline="central">
                    {name}
                  </text>
                  {region.ruler !== undefined && (
                    // The ruler's flag, planted above the name.
                    <g
                      transform={`translate(${cx - 9} ${top - 37})`}
                      className={`rurik-seat-${colourOf(region.ruler)}`}
                    >
                      <path className="rk-map-flag" d="M3 22V1 M3 2h14l-4 5 4 5H3" />
                    </g>
                  )}
                  {region.inPlay ? (
                    <>
                      {drawRows(unitRows, cx, top + ROW)}
                      {drawRows(builtRows, cx, top + ROW * (1 + unitRows.length), 4)}
                    </>
                  ) : (
                    <text
                      className="rk-region-note"
                      x={cx}
                      y={top + ROW}
                      dominantBaseline="central"
                      textAnchor="middle"
                    >
                      not in play
                    </text>
                  )}
                  {/* What the region holds and what a touch does, for screen readers (its name is its text, as a spot's). */}
                  <foreignObject x={cx} y={cy} width={1} height={1}>
                    <span className="sr-only">{spot.said}</span>
                  </foreignObject>
                  {marches
                    .filter((march) => march.to === i)
                    .map((march) => (
                      // New on the map, it glides from the units it left (motion.ts), then fades.
                      <g key={march.key} transform={`translate(${cx + headW / 2 + 4} ${top - 12})`}>
                        <g
                          className="rk-march"
                          data-motion={`march:${march.key}`}
                          data-motion-from={`units:${march.seat}:${march.from}`}
                        >
                          <Troop seat={march.seat} size={PIECE} />
                        </g>
                      </g>
                    ))}
                </g>
              </g>
            );
          })}
        </svg>
      </div>
      <p className="rk-map-info" aria-hidden="true">
        {shownSummary ??
          `Figures: troops per household, with a count (a crown: its leader) · hooded figures: ${view.solo ? "neutral troops" : "rebels"} · framed icons: structures · dashed good: taxed this round · a tint and a flag: the ruler. Point at or focus a region for what is on it.`}
      </p>
    </section>
  );
}
