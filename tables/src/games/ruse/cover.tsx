// The cover the shelf shows for this game (see play/covers.tsx).
import type { Cover } from "../types";

export const cover: Cover = {
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
};
