// One seat's place at the table: its skill chips and what it knows.
import type { RuletaRusaPlayerView } from "ruleshelf";
import { SkillChip } from "./SkillChip";

interface PlayerMatProps {
  name: string;
  player: RuletaRusaPlayerView;
  stackSize: number;
  inTurn: boolean;
  isViewer: boolean;
}

function knownCount(knows: number, size: number): number {
  let count = 0;
  for (let i = 0; i < size; i++) if (knows & (1 << i)) count++;
  return count;
}

export function PlayerMat({ name, player, stackSize, inTurn, isViewer }: PlayerMatProps) {
  const known = knownCount(player.knows, stackSize);
  const lives = player.skills.filter((chip) => chip.faceUp).length;
  const classes = ["mat", inTurn ? "mat-turn" : "", player.alive ? "" : "mat-out", isViewer ? "mat-viewer" : ""];
  return (
    <li className={classes.filter(Boolean).join(" ")} aria-current={inTurn ? "true" : undefined} data-testid="mat">
      <div className="mat-head">
        <strong>{name}</strong>
        {isViewer && <span className="tag">at the device</span>}
        {inTurn && <span className="tag tag-turn">to act</span>}
        {!player.alive && <span className="tag tag-out">out</span>}
      </div>
      <div className="mat-chips">
        {player.skills.length === 0 ? (
          <span className="mat-empty">no skill chips</span>
        ) : (
          player.skills.map((chip, index) => <SkillChip key={`${chip.skill}-${index}`} chip={chip} />)
        )}
      </div>
      <p className="mat-note">
        {player.alive ? `${lives} face up` : "eliminated"}
        {player.alive && known > 0 && stackSize > 0
          ? ` · knows ${known === stackSize ? "the whole stack" : `${known} of ${stackSize} places`}`
          : ""}
      </p>
    </li>
  );
}
