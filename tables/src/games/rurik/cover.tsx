// The cover the shelf shows for this game (see play/covers.tsx).
import type { Cover } from "../types";

export const cover: Cover = {
  tagline: "Auction programming and area control across Kievan Rus'",
  picture: (
    <>
      <rect width="120" height="80" fill="#d9cfb8" />
      <path d="M18 46 Q60 66 102 46 L94 58 Q60 72 26 58 Z" fill="#6b4a2b" />
      <line x1="60" y1="12" x2="60" y2="52" stroke="#3b2f2a" strokeWidth="3" />
      <path d="M60 14 L86 30 L60 44 Z" fill="#8e1f2b" />
      {[32, 46, 74, 88].map((x) => (
        <circle key={x} cx={x} cy={51} r={4.5} fill="#e0c26b" stroke="#6b4a2b" strokeWidth="1.5" />
      ))}
    </>
  ),
};
