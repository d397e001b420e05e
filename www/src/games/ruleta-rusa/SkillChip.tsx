// A skill chip in front of a seat: face up it is usable and a life.
import type { RuletaRusaSkillChip } from "ruleshelf";
import { Chip } from "./Chip";
import { SKILL_MARKS, SKILL_NAMES } from "./words";

export function SkillChip({ chip }: { chip: RuletaRusaSkillChip }) {
  const name = SKILL_NAMES[chip.skill];
  return (
    <span className={`skill${chip.faceUp ? "" : " skill-down"}`}>
      <Chip
        tone={chip.faceUp ? "skill" : "down"}
        face={SKILL_MARKS[chip.skill]}
        label={`${name}, face ${chip.faceUp ? "up" : "down"}`}
      />
      <span className="skill-name">{name}</span>
    </span>
  );
}
