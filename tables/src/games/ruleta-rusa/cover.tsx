// The cover the shelf shows for this game (see play/covers.tsx).
import type { Cover } from "../types";

const chip = (x: number, y: number, fill: string, ring: string) => (
  <g key={`${x}-${y}`}>
    <circle cx={x} cy={y} r={13} fill={fill} stroke={ring} strokeWidth={3} />
    <circle cx={x} cy={y} r={7} fill="none" stroke={ring} strokeWidth={1.5} strokeDasharray="3 2" />
  </g>
);

export const cover: Cover = {
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
};
