// A round chip, face up (its face drawn) or face down (its back).
import type { ReactNode } from "react";

interface ChipProps {
  /** What the face shows; `undefined` draws the chip's back. */
  face: ReactNode;
  /** The chip's kind, for its colours: a skill, a CLICK, a BANG! or unknown. */
  tone: "skill" | "click" | "bang" | "back" | "down";
  /** Its name for screen readers and tooltips. */
  label: string;
  small?: boolean;
}

export function Chip({ face, tone, label, small = false }: ChipProps) {
  return (
    <span className={`chip chip-${tone}${small ? " chip-small" : ""}`} role="img" aria-label={label} title={label}>
      <span className="chip-face" aria-hidden="true">
        {face}
      </span>
    </span>
  );
}
