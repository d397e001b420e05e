// The cover the shelf shows for this game (see play/covers.tsx).
import type { Cover } from "../types";

export const cover: Cover = {
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
};
