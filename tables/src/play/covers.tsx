// The shelf's covers: a small picture drawn here for each game, the name a
// player knows it by and a line saying what kind of game it is. Kept apart
// from the tables, so the menu loads none of them.
import type { ReactNode } from "react";
import { gameInfo } from "../engine";

interface Cover {
  /** The name on the shelf (the engine's, unless two games could be mixed up). */
  title?: string;
  tagline: string;
  picture: ReactNode;
}

const chip = (x: number, y: number, fill: string, ring: string) => (
  <g key={`${x}-${y}`}>
    <circle cx={x} cy={y} r={13} fill={fill} stroke={ring} strokeWidth={3} />
    <circle cx={x} cy={y} r={7} fill="none" stroke={ring} strokeWidth={1.5} strokeDasharray="3 2" />
  </g>
);

const COVERS: Readonly<Record<string, Cover>> = {
  "ruleta-rusa": {
    tagline: "A bluffing game of revolver chips: one BANG! in eight",
    picture: (
      <>
        <rect width="120" height="80" fill="#2d3a33" />
        {[0, 1, 2, 3].map((i) => chip(26, 62 - i * 7, "#4a463f", "#c8c2b4"))}
        {chip(60, 40, "#e3edf4", "#3d6b8c")}
        <polygon
          points="94,22 99,33 111,30 103,40 111,50 99,47 94,58 89,47 77,50 85,40 77,30 89,33"
          fill="#b3261e"
        />
        <text
          x="94"
          y="43"
          textAnchor="middle"
          fontSize="8"
          fontWeight="800"
          fill="#fff"
          fontFamily="system-ui, sans-serif"
        >
          BANG!
        </text>
      </>
    ),
  },
  "ruse-2014": {
    title: "Ruse (2014)",
    tagline: "The steampunk murder-accusation card game (not the fox game RUSE)",
    picture: (
      <>
        <rect width="120" height="80" fill="#3b2f2a" />
        <rect
          x="22"
          y="10"
          width="40"
          height="58"
          rx="4"
          fill="#fbf3e4"
          stroke="#8a5a12"
          strokeWidth="2"
          transform="rotate(-8 42 39)"
        />
        <rect
          x="50"
          y="12"
          width="40"
          height="58"
          rx="4"
          fill="#fbe8ea"
          stroke="#8e1f2b"
          strokeWidth="2"
          transform="rotate(6 70 41)"
        />
        <circle
          cx="70"
          cy="41"
          r="9"
          fill="none"
          stroke="#8e1f2b"
          strokeWidth="4"
          strokeDasharray="4 2.3"
        />
        <circle cx="70" cy="41" r="3" fill="#8e1f2b" />
        <circle
          cx="92"
          cy="56"
          r="10"
          fill="rgba(255,255,255,0.25)"
          stroke="#e0c26b"
          strokeWidth="3"
        />
        <line
          x1="99"
          y1="63"
          x2="110"
          y2="74"
          stroke="#e0c26b"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </>
    ),
  },
  "ruse-and-bruise": {
    tagline: "A column-majority card game: play face down under the goals",
    picture: (
      <>
        <rect width="120" height="80" fill="#e7efe6" />
        {[0, 1, 2].map((i) => (
          <g key={i} transform={`translate(${12 + i * 36} 6)`}>
            <rect width="30" height="18" rx="3" fill="#fff" stroke="#2b2a27" strokeWidth="1.5" />
            <text
              x="15"
              y="13"
              textAnchor="middle"
              fontSize="10"
              fontWeight="700"
              fill="#2b2a27"
              fontFamily="system-ui, sans-serif"
            >
              {i + 2}
            </text>
            {[0, 1].map((j) => (
              <rect
                key={j}
                y={24 + j * 24}
                width="30"
                height="20"
                rx="3"
                fill={["#fbe5e2", "#e2ecf7", "#e1f2e7"][(i + j) % 3]}
                stroke={["#b83227", "#2d64a0", "#2e7d4f"][(i + j) % 3]}
                strokeWidth="2"
              />
            ))}
          </g>
        ))}
      </>
    ),
  },
  ruse: {
    tagline: "A fox-family euro game in the den and the wild",
    picture: (
      <>
        <rect width="120" height="80" fill="#dfe8d0" />
        <polygon points="30,70 60,14 90,70" fill="#6b8f4e" />
        <polygon points="44,30 52,14 58,32" fill="#c05f12" />
        <polygon points="76,30 68,14 62,32" fill="#c05f12" />
        <polygon points="42,30 78,30 60,62" fill="#d9782a" />
        <polygon points="50,44 70,44 60,62" fill="#fff4e6" />
        <circle cx="53" cy="38" r="2.5" fill="#2b2a27" />
        <circle cx="67" cy="38" r="2.5" fill="#2b2a27" />
        <circle cx="60" cy="60" r="2.5" fill="#2b2a27" />
      </>
    ),
  },
  rurik: {
    tagline: "Auction programming and area control across Kievan Rus'",
    picture: (
      <>
        <rect width="120" height="80" fill="#d9cfb8" />
        <path d="M18 46 Q60 66 102 46 L94 58 Q60 72 26 58 Z" fill="#6b4a2b" />
        <line x1="60" y1="12" x2="60" y2="52" stroke="#3b2f2a" strokeWidth="3" />
        <path d="M60 14 L86 30 L60 44 Z" fill="#8e1f2b" />
        {[32, 46, 74, 88].map((x) => (
          <circle
            key={x}
            cx={x}
            cy={51}
            r={4.5}
            fill="#e0c26b"
            stroke="#6b4a2b"
            strokeWidth="1.5"
          />
        ))}
      </>
    ),
  },
};

/** The name a game goes by on the shelf and on its table. */
export function gameTitle(id: string): string {
  return COVERS[id]?.title ?? gameInfo(id)?.name ?? id;
}

/** What kind of game it is, in a line. */
export function gameTagline(id: string): string | undefined {
  return COVERS[id]?.tagline;
}

/** The game's picture (a plain one for a game without its own). */
export function GameCover({ id }: { id: string }) {
  return (
    <svg className="cover" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      {COVERS[id]?.picture ?? <rect width="120" height="80" fill="#d8d2c4" />}
    </svg>
  );
}
