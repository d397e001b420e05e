// RUSE's pieces, drawn in SVG: action dice with their faces, foxes, paws,
// markers, the resources, the hunter, the obstacles, the cheese, the star,
// the beaver, hunting tiles and den tiles with their paths. Each is a
// picture only (aria-hidden): the spot or the text beside it says what it is.
import type { CSSProperties } from "react";
import type { RuseObstacle, RuseTerritory } from "ruleshelf";
import { seatColour } from "../../table/seats";

type Size = { size?: number; className?: string };

function box(
  size: number | undefined,
  className: string | undefined,
  extra = "",
): { width: number; height: number; className: string } {
  const s = size ?? 24;
  return { width: s, height: s, className: `rf-icon ${extra} ${className ?? ""}`.trim() };
}

/** Pip positions on a 24-unit die face. */
const PIPS: Readonly<Record<number, readonly [number, number][]>> = {
  1: [[12, 12]],
  2: [
    [7, 7],
    [17, 17],
  ],
  3: [
    [7, 7],
    [12, 12],
    [17, 17],
  ],
  4: [
    [7, 7],
    [17, 7],
    [7, 17],
    [17, 17],
  ],
  5: [
    [7, 7],
    [17, 7],
    [12, 12],
    [7, 17],
    [17, 17],
  ],
  6: [
    [7, 6],
    [17, 6],
    [7, 12],
    [17, 12],
    [7, 18],
    [17, 18],
  ],
};

/**
 * An action die showing `value` in its seat's colour (a neutral die without
 * a seat); 0 is an empty die, covered by its blank tile.
 */
export function DieFace({ value, seat, size, className }: { value: number; seat?: number } & Size) {
  const fill = seat === undefined ? "#3a3833" : seatColour(seat).ink;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size, className, "rf-dieface")}
    >
      <rect
        x="1"
        y="1"
        width="22"
        height="22"
        rx="5"
        fill={value === 0 ? "#f3efe6" : fill}
        stroke={fill}
        strokeWidth="1.5"
      />
      {value === 0 ? (
        <path d="M7 7l10 10M17 7L7 17" stroke={fill} strokeWidth="1.5" opacity="0.5" />
      ) : (
        (PIPS[value] ?? []).map(([x, y], i) => <circle key={i} cx={x} cy={y} r="2.2" fill="#fff" />)
      )}
    </svg>
  );
}

/** A kit die: small, in its seat's colour (the black kits black), with its value. */
export function KitDie({
  value,
  seat,
  black,
  size,
  className,
}: { value: number; seat: number; black: boolean } & Size) {
  const fill = black ? "#222" : seatColour(seat).ink;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size ?? 22, className, "rf-kitdie")}
    >
      <rect x="2" y="2" width="20" height="20" rx="4" fill={fill} stroke="#fff" strokeWidth="1.5" />
      <text x="12" y="17" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
        {value}
      </text>
    </svg>
  );
}

/** A fox (a standing fox on the board, a fox head on the VP track). */
export function Fox({ seat, size, className }: { seat: number } & Size) {
  const ink = seatColour(seat).ink;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size, className, "rf-fox-icon")}
    >
      <path
        d="M3 3l5 5h8l5-5-1 9c0 5-4 9-8 9s-8-4-8-9z"
        fill={ink}
        stroke="#fff"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <path d="M7 14c2 1 3 3 5 3s3-2 5-3c-1 4-3 6-5 6s-4-2-5-6z" fill="#fff" />
      <circle cx="9" cy="11.5" r="1.2" fill="#fff" />
      <circle cx="15" cy="11.5" r="1.2" fill="#fff" />
      <circle cx="12" cy="18" r="1" fill="#222" />
    </svg>
  );
}

/** A fox paw token (on a territory track, on the Village track). */
export function Paw({ seat, size, className }: { seat: number } & Size) {
  const ink = seatColour(seat).ink;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size ?? 20, className, "rf-paw-icon")}
    >
      <circle cx="12" cy="12" r="11" fill="#fff" stroke={ink} strokeWidth="1.5" />
      <ellipse cx="12" cy="15" rx="4.5" ry="3.8" fill={ink} />
      <circle cx="6.5" cy="10" r="1.8" fill={ink} />
      <circle cx="9.5" cy="6.8" r="1.8" fill={ink} />
      <circle cx="14.5" cy="6.8" r="1.8" fill={ink} />
      <circle cx="17.5" cy="10" r="1.8" fill={ink} />
    </svg>
  );
}

/** A territory marker: a flag in its seat's colour. */
export function Marker({ seat, size, className }: { seat: number } & Size) {
  const ink = seatColour(seat).ink;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size ?? 20, className, "rf-marker-icon")}
    >
      <path d="M6 22V3" stroke="#2b2a27" strokeWidth="2" strokeLinecap="round" />
      <path d="M7 3h12l-3 4 3 4H7z" fill={ink} stroke="#fff" strokeWidth="1" />
    </svg>
  );
}

/** The tint and ink of each territory (its resource, its track, its land). */
export const TERRITORY_INK: Readonly<Record<RuseTerritory, { ink: string; land: string }>> = {
  river: { ink: "#2d5f8a", land: "#dceaf6" },
  forest: { ink: "#2e6b3f", land: "#dcecd6" },
  field: { ink: "#7a5d00", land: "#f6eec8" },
  farm: { ink: "#8a3f1f", land: "#f4e0d3" },
};

/** A resource token of a territory: a drop, a tree, an ear of wheat, a barn. */
export function Resource({ territory, size, className }: { territory: RuseTerritory } & Size) {
  const ink = TERRITORY_INK[territory].ink;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size, className, "rf-resource")}
    >
      <circle
        cx="12"
        cy="12"
        r="11"
        fill={TERRITORY_INK[territory].land}
        stroke={ink}
        strokeWidth="1.5"
      />
      {territory === "river" && (
        <path d="M12 4c3 5 6 8 6 11a6 6 0 0 1-12 0c0-3 3-6 6-11z" fill={ink} />
      )}
      {territory === "forest" && <path d="M12 3l6 9h-3l4 5h-6v4h-2v-4H5l4-5H6z" fill={ink} />}
      {territory === "field" && (
        <g fill={ink}>
          <path d="M11.2 21V8h1.6v13z" />
          <ellipse cx="9.5" cy="9" rx="2" ry="3.2" transform="rotate(-25 9.5 9)" />
          <ellipse cx="14.5" cy="9" rx="2" ry="3.2" transform="rotate(25 14.5 9)" />
          <ellipse cx="9.5" cy="14" rx="2" ry="3.2" transform="rotate(-25 9.5 14)" />
          <ellipse cx="14.5" cy="14" rx="2" ry="3.2" transform="rotate(25 14.5 14)" />
          <ellipse cx="12" cy="5" rx="1.6" ry="2.6" />
        </g>
      )}
      {territory === "farm" && <path d="M4 12l8-7 8 7v8h-5v-5h-6v5H4z" fill={ink} />}
    </svg>
  );
}

/** The hunter (the photographer is the same piece on its other side). */
export function Hunter({ size, className }: Size) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size, className, "rf-hunter")}
    >
      <circle cx="12" cy="12" r="11" fill="#5b3b1f" />
      <circle cx="12" cy="7.5" r="3" fill="#f3d9b1" />
      <path d="M6 20c0-5 3-8 6-8s6 3 6 8z" fill="#a8652a" />
      <path d="M8 5.5h8l-1-2H9z" fill="#2b2a27" />
    </svg>
  );
}

const OBSTACLE_DRAWING: Readonly<Record<RuseObstacle, { bg: string; path: string }>> = {
  camp: { bg: "#8a5a00", path: "M12 4l8 15H4zM12 9l-3 10h6z" },
  bear: {
    bg: "#5a3a22",
    path: "M7 6a2.5 2.5 0 1 1 0 .1zM17 6a2.5 2.5 0 1 1 0 .1zM12 7c4 0 6 3 6 7s-3 6-6 6-6-2-6-6 2-7 6-7z",
  },
  wolf: { bg: "#4a4a55", path: "M5 4l4 5h6l4-5v9l-7 8-7-8z" },
  storm: {
    bg: "#2d4a6a",
    path: "M6 13a4 4 0 0 1 2-7 5 5 0 0 1 9 1 3.5 3.5 0 0 1 1 6zM11 14l-2 5h3l-1 4 5-7h-3l1-2z",
  },
};

/** An obstacle token: the camp, the bear, the wolf, the storm. */
export function Obstacle({ obstacle, size, className }: { obstacle: RuseObstacle } & Size) {
  const d = OBSTACLE_DRAWING[obstacle];
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size, className, "rf-obstacle")}
    >
      <circle cx="12" cy="12" r="11" fill={d.bg} />
      <path d={d.path} fill="#fff" fillRule="evenodd" />
    </svg>
  );
}

export function Cheese({ size, className }: Size) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size, className, "rf-cheese")}
    >
      <path
        d="M2 17l14-11 6 5v8H2z"
        fill="#f2c230"
        stroke="#8a6d00"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
      <path d="M2 17h20" stroke="#8a6d00" strokeWidth="1.3" />
      <circle cx="8" cy="15" r="1.4" fill="#c99a10" />
      <circle cx="15" cy="13" r="1.8" fill="#c99a10" />
      <circle cx="18" cy="17.5" r="1.1" fill="#c99a10" />
    </svg>
  );
}

export function Star({ size, className }: Size) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size, className, "rf-star")}
    >
      <path
        d="M12 2l3 7 7.5.6-5.7 5 1.8 7.4L12 18l-6.6 4 1.8-7.4-5.7-5L9 9z"
        fill="#f0b400"
        stroke="#7a5a00"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Beaver({ size, className }: Size) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size, className, "rf-beaver")}
    >
      <ellipse cx="11" cy="13" rx="8" ry="7" fill="#8a5a2b" />
      <ellipse cx="19.5" cy="18" rx="3.5" ry="2" fill="#5a3a1a" transform="rotate(-30 19.5 18)" />
      <circle cx="8" cy="10" r="1.2" fill="#fff" />
      <circle cx="13" cy="10" r="1.2" fill="#fff" />
      <rect x="9.5" y="14" width="3" height="3" fill="#fff" stroke="#5a3a1a" strokeWidth="0.6" />
    </svg>
  );
}

/** A hunting tile face down (its back, a paw print), or a failed hunt face up. */
export function HuntingTile({ size, className, failed }: Size & { failed?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...box(size ?? 20, className, "rf-hunting-tile")}
    >
      <rect
        x="2"
        y="2"
        width="20"
        height="20"
        rx="3"
        fill={failed ? "#d8d2c4" : "#5b3b1f"}
        stroke="#2b2a27"
        strokeWidth="1"
      />
      <ellipse cx="12" cy="14.5" rx="3.5" ry="3" fill={failed ? "#8a8478" : "#e8c9a0"} />
      <circle cx="7.5" cy="10" r="1.5" fill={failed ? "#8a8478" : "#e8c9a0"} />
      <circle cx="10.3" cy="7.3" r="1.5" fill={failed ? "#8a8478" : "#e8c9a0"} />
      <circle cx="13.7" cy="7.3" r="1.5" fill={failed ? "#8a8478" : "#e8c9a0"} />
      <circle cx="16.5" cy="10" r="1.5" fill={failed ? "#8a8478" : "#e8c9a0"} />
    </svg>
  );
}

/** Where each open edge (N 1, E 2, S 4, W 8) of a den tile ends, on a 40-unit tile. */
const EDGE_ENDS: readonly [number, number, number][] = [
  [1, 20, 0],
  [2, 40, 20],
  [4, 20, 40],
  [8, 0, 20],
];

/** A den tile drawn with its paths from the centre to each open edge. */
export function DenTile({
  openings,
  kind,
  seat,
  size,
  className,
  style,
}: {
  openings: number;
  kind: "base" | "path" | "bonus";
  seat?: number;
  style?: CSSProperties;
} & Size) {
  const ink = kind === "bonus" ? "#8a5a00" : seat === undefined ? "#5b3b1f" : seatColour(seat).ink;
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      style={style}
      {...box(size ?? 40, className, "rf-dentile")}
    >
      <rect
        x="1"
        y="1"
        width="38"
        height="38"
        rx="4"
        fill={kind === "base" ? "#e8d9b8" : kind === "bonus" ? "#fff4d6" : "#efe6d2"}
        stroke={ink}
        strokeWidth="1.5"
      />
      {EDGE_ENDS.filter(([bit]) => openings & bit).map(([bit, x, y]) => (
        <line
          key={bit}
          x1="20"
          y1="20"
          x2={x}
          y2={y}
          stroke={ink}
          strokeWidth="7"
          strokeLinecap="butt"
        />
      ))}
      <circle cx="20" cy="20" r={kind === "base" ? 8 : 5} fill={ink} />
    </svg>
  );
}
