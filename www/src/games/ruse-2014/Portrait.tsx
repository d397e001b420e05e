// A portrait tile: colour side up (confident) until it covers up evidence,
// then its black-and-white side (worried).
import type { Ruse2014Character } from "ruleshelf";
import { CHARACTER_INITIALS, CHARACTER_NAMES } from "./cards";

interface PortraitProps {
  character: Ruse2014Character;
  /** Flipped to its black-and-white side (cover-up used). */
  flipped?: boolean;
  victim?: boolean;
  large?: boolean;
}

export function Portrait({ character, flipped = false, victim = false, large = false }: PortraitProps) {
  const name = CHARACTER_NAMES[character];
  const side = victim ? "the victim" : flipped ? "black-and-white side up: evidence covered up" : "colour side up";
  const classes = ["ruse-portrait", `ruse-portrait-${character}`, flipped ? "ruse-portrait-flipped" : "", victim ? "ruse-portrait-victim" : "", large ? "ruse-portrait-large" : ""];
  return (
    <span className={classes.filter(Boolean).join(" ")} role="img" aria-label={`${name}, ${side}`} title={`${name} (${side})`}>
      <span className="ruse-portrait-face" aria-hidden="true">
        {CHARACTER_INITIALS[character]}
      </span>
    </span>
  );
}
