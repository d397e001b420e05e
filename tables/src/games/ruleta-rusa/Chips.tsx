// The chips, drawn: revolver chips (CLICK, BANG! or a back) and skill chips
// (a picture of what the skill does, and its name).
import type { ReactNode } from "react";
import type { RuletaRusaChip, RuletaRusaSkill } from "ruleshelf";

/** A picture per skill, drawn on a 24×24 grid. */
const SKILL_ICONS: Readonly<Record<RuletaRusaSkill, ReactNode>> = {
  // A chip turning over.
  flip: (
    <>
      <ellipse cx="12" cy="12" rx="4" ry="8" fill="currentColor" opacity="0.25" />
      <path d="M5 9a8 8 0 0 1 13-3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M18 3v4h-4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M19 15a8 8 0 0 1-13 3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M6 21v-4h4" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  // A stack with arrows up and down.
  reorder: (
    <>
      <rect x="3" y="5" width="8" height="3" rx="1.5" fill="currentColor" />
      <rect x="3" y="10.5" width="8" height="3" rx="1.5" fill="currentColor" />
      <rect x="3" y="16" width="8" height="3" rx="1.5" fill="currentColor" />
      <path
        d="M17 4v16M14 7l3-3 3 3M14 17l3 3 3-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </>
  ),
  // An arrow handing the turn to another person.
  changeOfTurn: (
    <>
      <path d="M2 12h11M10 8l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="19" cy="8" r="3" fill="currentColor" />
      <path d="M14.5 19a4.5 4.5 0 0 1 9 0z" fill="currentColor" />
    </>
  ),
  // An eye.
  look: (
    <>
      <path
        d="M1.5 12s4-7 10.5-7 10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3.5" fill="currentColor" />
    </>
  ),
  // Play turning round the other way.
  changeOfDirection: (
    <>
      <path d="M19 12a7 7 0 1 1-3-5.7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16.5 2.5v4h4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 12h6M12 9l-3 3 3 3" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </>
  ),
  // Two shots: "×2" between two bullets.
  doubleShot: (
    <>
      <path
        d="M3.5 9.5l6 7M9.5 9.5l-6 7"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M13 11a3.2 3.2 0 1 1 5.5 2.3L13 17h6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="4" cy="4" r="2" fill="currentColor" />
      <circle cx="20" cy="4" r="2" fill="currentColor" />
    </>
  ),
};

export function SkillIcon({ skill }: { skill: RuletaRusaSkill }) {
  return (
    <svg className="rr-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {SKILL_ICONS[skill]}
    </svg>
  );
}

/** A skill chip's disc: face up its picture, face down its back. */
export function SkillDisc({ skill, faceUp }: { skill: RuletaRusaSkill; faceUp: boolean }) {
  return (
    <span className={`rr-disc ${faceUp ? "rr-disc-skill" : "rr-disc-down"}`} aria-hidden="true">
      {faceUp && <SkillIcon skill={skill} />}
    </span>
  );
}

/** A revolver chip's face: CLICK, BANG! (its word is its name) or (unknown) its back. */
export function RevolverDisc({
  chip,
  small = false,
}: {
  chip: RuletaRusaChip | undefined;
  small?: boolean;
}) {
  const tone = chip ?? "back";
  return (
    <span className={`rr-disc rr-disc-${tone} chip-${tone}${small ? " rr-disc-small" : ""}`}>
      <svg
        viewBox="0 0 40 40"
        focusable="false"
        role={chip ? "img" : undefined}
        aria-label={chip === "bang" ? "BANG!" : chip === "click" ? "CLICK" : undefined}
        aria-hidden={chip ? undefined : true}
      >
        {chip === "bang" ? (
          <>
            <polygon
              points="20,3 24,13 35,10 28,19 36,27 25,26 20,37 16,26 5,28 12,19 5,10 16,13"
              fill="#fff2c2"
              stroke="#fff"
              strokeWidth="1"
            />
            <text
              x="20"
              y="24"
              textAnchor="middle"
              fontSize="12"
              fontWeight="900"
              fill="#b3261e"
              fontFamily="system-ui, sans-serif"
              textLength="27"
              lengthAdjust="spacingAndGlyphs"
            >
              BANG!
            </text>
          </>
        ) : chip === "click" ? (
          <text
            x="20"
            y="24.5"
            textAnchor="middle"
            fontSize="12"
            fontWeight="800"
            fill="currentColor"
            fontFamily="system-ui, sans-serif"
            textLength="32"
            lengthAdjust="spacingAndGlyphs"
          >
            CLICK
          </text>
        ) : (
          [0, 60, 120, 180, 240, 300].map((angle) => (
            <circle
              key={angle}
              cx={20 + 9 * Math.cos((angle * Math.PI) / 180)}
              cy={20 + 9 * Math.sin((angle * Math.PI) / 180)}
              r={3.6}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          ))
        )}
      </svg>
    </span>
  );
}
