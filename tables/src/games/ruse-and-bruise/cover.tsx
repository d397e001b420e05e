// The cover the shelf shows for this game (see play/covers.tsx).
import type { Cover } from "../types";

export const cover: Cover = {
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
};
