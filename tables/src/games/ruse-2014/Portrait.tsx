// A portrait tile: colour side up (confident) until it covers up evidence,
// then its black-and-white side (worried). Each character is drawn with a
// mark of their own: a top hat, a tiara, spectacles, a monocle, goggles, a
// captain's cap.
import type { ReactNode } from "react";
import type { Ruse2014Character } from "ruleshelf";
import { CHARACTER_INITIALS, characterName } from "./cards";

const MARKS: Readonly<Record<Ruse2014Character, ReactNode>> = {
  majorKroster: <path d="M12 4h16v-2h-16z M9 6h22v2h-22z" fill="#2b2a27" />,
  duchessVonBrandywine: (
    <path d="M13 8l3-5 4 4 4-4 3 5z" fill="#e0c26b" stroke="#7a6a00" strokeWidth="0.8" />
  ),
  professorKohninburg: (
    <g fill="none" stroke="#2b2a27" strokeWidth="1.4">
      <circle cx="16.5" cy="15" r="2.6" />
      <circle cx="23.5" cy="15" r="2.6" />
      <path d="M19.1 15h1.8" />
    </g>
  ),
  sirFennRufierre: (
    <g fill="none" stroke="#2b2a27" strokeWidth="1.3">
      <circle cx="23.5" cy="15" r="2.8" />
      <path d="M23.5 17.8v7" />
    </g>
  ),
  ameliaChiunyu: (
    <g>
      <rect x="12.5" y="9" width="15" height="4.2" rx="2" fill="#5c3a12" />
      <circle cx="16.5" cy="11.1" r="2.2" fill="#9fd0e0" stroke="#2b2a27" strokeWidth="0.8" />
      <circle cx="23.5" cy="11.1" r="2.2" fill="#9fd0e0" stroke="#2b2a27" strokeWidth="0.8" />
    </g>
  ),
  captainSloddavitch: <path d="M11 9c2-5 16-5 18 0z M10 9h20v1.8h-20z" fill="#1f2b3a" />,
};

interface PortraitProps {
  character: Ruse2014Character;
  /** Flipped to its black-and-white side (cover-up used). */
  flipped?: boolean;
  victim?: boolean;
  large?: boolean;
  /** Drawn inside a button that names it: only its initials (the visible text) are said. */
  decorative?: boolean;
}

export function Portrait({
  character,
  flipped = false,
  victim = false,
  large = false,
  decorative = false,
}: PortraitProps) {
  const name = characterName(character);
  const side = victim
    ? "the victim"
    : flipped
      ? "black-and-white side up: evidence covered up"
      : "colour side up";
  const classes = [
    "ruse-portrait",
    `ruse-portrait-${character}`,
    flipped ? "ruse-portrait-flipped" : "",
    victim ? "ruse-portrait-victim" : "",
    large ? "ruse-portrait-large" : "",
  ];
  const label = `${name}, ${side}`;
  return (
    <span
      className={classes.filter(Boolean).join(" ")}
      role="img"
      aria-label={decorative ? CHARACTER_INITIALS[character] : label}
      data-tip={decorative ? undefined : label}
    >
      <svg viewBox="0 0 40 48" aria-hidden="true" focusable="false">
        <path d="M6 48c0-10 6-15 14-15s14 5 14 15z" fill="rgb(255 255 255 / 0.85)" />
        <circle cx="20" cy="16" r="8.5" fill="#f1dcc4" />
        {flipped ? (
          <path d="M16 21c2.5-1.5 5.5-1.5 8 0" fill="none" stroke="#2b2a27" strokeWidth="1.2" />
        ) : (
          <path d="M16 20c2.5 1.8 5.5 1.8 8 0" fill="none" stroke="#2b2a27" strokeWidth="1.2" />
        )}
        {MARKS[character]}
        <text
          x="20"
          y="46"
          textAnchor="middle"
          fontSize="12"
          fontWeight="800"
          fill="#2b2a27"
          fontFamily="system-ui, sans-serif"
        >
          {CHARACTER_INITIALS[character]}
        </text>
      </svg>
    </span>
  );
}
