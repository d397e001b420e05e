// Rurik's pieces, drawn in SVG: troops and leaders in their household's
// colour, rebels, the five structures, goods, coins, advisors, the rebel
// camp, epic structures, victory point tokens. Pictures only (aria-hidden):
// the spot or text beside each says what it is.
import type { RurikGood, RurikStructure } from "ruleshelf";
import { seatColour } from "../../table/seats";

interface Size {
  size?: number;
  className?: string;
}

function svg(size: number | undefined, className: string | undefined, base: string) {
  const s = size ?? 22;
  return {
    width: s,
    height: s,
    viewBox: "0 0 24 24",
    "aria-hidden": true,
    focusable: false,
    className: `rk-icon ${base} ${className ?? ""}`.trim(),
  } as const;
}

/** A troop miniature: a helmeted figure in the household's colour. */
export function Troop({ seat, size, className }: { seat: number } & Size) {
  const ink = seatColour(seat).ink;
  return (
    <svg {...svg(size, className, "rk-troop")}>
      <path
        d="M12 2.5c-3 0-4.6 2.2-4.6 4.6V9h9.2V7.1C16.6 4.7 15 2.5 12 2.5z"
        fill={ink}
        stroke="#fff"
        strokeWidth="1"
      />
      <path d="M6 22v-5.5c0-3.3 2.7-6 6-6s6 2.7 6 6V22z" fill={ink} stroke="#fff" strokeWidth="1" />
      <circle cx="12" cy="8.6" r="2.6" fill="#f3d9b1" />
    </svg>
  );
}

/** A leader miniature: the household's figure with a crown. */
export function Leader({ seat, size, className }: { seat: number } & Size) {
  const ink = seatColour(seat).ink;
  return (
    <svg {...svg(size, className, "rk-leader")}>
      <path
        d="M6.5 7.5l1.5-5 2.3 3 1.7-3.5 1.7 3.5 2.3-3 1.5 5z"
        fill="#e0a100"
        stroke="#6b4e00"
        strokeWidth="0.8"
      />
      <circle cx="12" cy="10.3" r="2.8" fill="#f3d9b1" stroke={ink} strokeWidth="1.2" />
      <path
        d="M5.5 22.5v-5c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6v5z"
        fill={ink}
        stroke="#fff"
        strokeWidth="1"
      />
    </svg>
  );
}

/** A rebel miniature: a dark hooded figure. */
export function Rebel({ size, className }: Size) {
  return (
    <svg {...svg(size, className, "rk-rebel")}>
      <path
        d="M12 2.5c-3.5 0-5.3 3-5.3 6.2 0 1.3.3 2.4.8 3.3C5.4 13.2 4.5 15.6 4.5 18v4h15v-4c0-2.4-.9-4.8-3-6 .5-.9.8-2 .8-3.3 0-3.2-1.8-6.2-5.3-6.2z"
        fill="#2b2a27"
        stroke="#fff"
        strokeWidth="1"
      />
      <path d="M9.3 9.5h5.4" stroke="#b3261e" strokeWidth="1.5" />
    </svg>
  );
}

const STRUCTURE_PATHS: Readonly<Record<RurikStructure, string>> = {
  church: "M12 2v3M10.5 3.5h3M7 21V12l5-5 5 5v9zM10 21v-4h4v4",
  stronghold: "M4 21V8h3v2h2V8h3v2h2V8h3v2h2V8h1v13zM10 21v-5h4v5",
  market: "M3 10l2-6h14l2 6zM5 10v11h14V10M9 21v-6h6v6",
  stable: "M3 21V10l9-6 9 6v11zM8 21v-7h8v7M8 14l8 7M16 14l-8 7",
  tavern:
    "M6 6h10v14H6zM16 9h2.5a1.5 1.5 0 0 1 1.5 1.5v4a1.5 1.5 0 0 1-1.5 1.5H16M8 4c0-1 1-2 2-1 1-1 3-1 3 0 1-1 3 0 3 1",
};

/** A player structure in its owner's colour (an epic structure is drawn by `Epic`). */
export function Structure({
  kind,
  seat,
  size,
  className,
}: { kind: RurikStructure; seat: number } & Size) {
  const ink = seatColour(seat).ink;
  return (
    <svg {...svg(size, className, "rk-structure")}>
      <rect x="1" y="1" width="22" height="22" rx="4" fill="#fff" stroke={ink} strokeWidth="2" />
      <path
        d={STRUCTURE_PATHS[kind]}
        fill="none"
        stroke={ink}
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** An epic structure: a grey stone keep with a golden banner (they belong to nobody). */
export function Epic({ size, className }: Size) {
  return (
    <svg {...svg(size, className, "rk-epic")}>
      <rect
        x="1"
        y="1"
        width="22"
        height="22"
        rx="4"
        fill="#6b675e"
        stroke="#2b2a27"
        strokeWidth="1.5"
      />
      <path d="M6 20V9h2v2h2V9h4v2h2V9h2v11z" fill="#d8d2c4" />
      <path d="M12 3v6M12 3l4 1.5-4 1.5" stroke="#e0a100" strokeWidth="1.6" fill="#e0a100" />
    </svg>
  );
}

/** The rebel camp (Rebel Factions). */
export function Camp({ size, className }: Size) {
  return (
    <svg {...svg(size, className, "rk-camp")}>
      <path d="M2 21L12 4l10 17z" fill="#5a3a22" stroke="#2b2a27" strokeWidth="1" />
      <path d="M12 10l-4 11h8z" fill="#2b2a27" />
      <path d="M12 4V1.5l3 1-3 1" fill="#b3261e" stroke="#b3261e" strokeWidth="0.8" />
    </svg>
  );
}

/** The goods' colours, as on the boats. */
export const GOOD_COLOURS: Readonly<Record<RurikGood, { fill: string; ink: string }>> = {
  stone: { fill: "#9a9a9a", ink: "#3d3d3d" },
  wood: { fill: "#a0703c", ink: "#4a2e10" },
  fish: { fill: "#4f8fb8", ink: "#173a55" },
  honey: { fill: "#e2b33c", ink: "#6b4e00" },
  fur: { fill: "#6b4a3a", ink: "#2e1a10" },
};

const GOOD_MARKS: Readonly<Record<RurikGood, string>> = {
  stone: "M6 16l3-7 5-1 4 5-2 5H8z",
  wood: "M5 9h14v6H5zM5 12h14",
  fish: "M4 12c3-4 9-4 12 0-3 4-9 4-12 0zM16 12l4-3v6z",
  honey: "M12 4l6 3.5v7L12 18l-6-3.5v-7z",
  fur: "M6 8c2-3 10-3 12 0l-1 8c-2 3-8 3-10 0z",
};

/** A goods token or cube of one good. */
export function Good({
  good,
  size,
  className,
  empty,
}: { good: RurikGood; empty?: boolean } & Size) {
  const c = GOOD_COLOURS[good];
  return (
    <svg {...svg(size ?? 18, className, "rk-good")}>
      <rect
        x="1.5"
        y="1.5"
        width="21"
        height="21"
        rx="4"
        fill={empty ? "#fff" : c.fill}
        stroke={c.ink}
        strokeWidth="1.5"
        strokeDasharray={empty ? "3 2" : undefined}
      />
      {!empty && (
        <path
          d={GOOD_MARKS[good]}
          fill="none"
          stroke="#fff"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}

export function Coin({ size, className }: Size) {
  return (
    <svg {...svg(size ?? 18, className, "rk-coin")}>
      <circle cx="12" cy="12" r="10" fill="#e0b23c" stroke="#7a5a00" strokeWidth="1.5" />
      <circle cx="12" cy="12" r="6" fill="none" stroke="#7a5a00" strokeWidth="1" />
    </svg>
  );
}

/** An advisor disc with its number, in the household's colour. */
export function Advisor({
  seat,
  number,
  size,
  className,
}: { seat: number; number: number } & Size) {
  const ink = seatColour(seat).ink;
  return (
    <svg {...svg(size ?? 26, className, "rk-advisor")}>
      <circle cx="12" cy="12" r="10.5" fill={ink} stroke="#fff" strokeWidth="1.5" />
      <text x="12" y="16.5" textAnchor="middle" fontSize="13" fontWeight="800" fill="#fff">
        {number}
      </text>
    </svg>
  );
}

/** A victory point token: a green hexagon with a laurel star (no lettering: it is drawn too small to read). */
export function VpToken({ size, className }: Size) {
  return (
    <svg {...svg(size ?? 18, className, "rk-vp")}>
      <path d="M12 1.5l9 5v11l-9 5-9-5v-11z" fill="#2f5d50" stroke="#fff" strokeWidth="1" />
      <path
        d="M12 6l1.8 3.8 4.1.5-3 2.8.8 4.1L12 15.2l-3.7 2 .8-4.1-3-2.8 4.1-.5z"
        fill="#f3d27a"
      />
    </svg>
  );
}

/** A card's back (a face-down deck). */
export function CardBack({ size, className }: Size) {
  return (
    <svg {...svg(size ?? 26, className, "rk-cardback")}>
      <rect x="4" y="1.5" width="16" height="21" rx="2.5" fill="#5c4a2a" stroke="#2b2a27" />
      <path d="M8 6h8M8 12h8M8 18h8" stroke="#c9a45a" strokeWidth="1.4" />
    </svg>
  );
}
