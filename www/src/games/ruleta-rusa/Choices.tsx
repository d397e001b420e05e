// The seat's legal actions as buttons, grouped the way the rulebook tells them.
import type { Action } from "ruleshelf";
import { actionLabel } from "./words";

type RrAction = Action<"ruleta-rusa">;

interface Group {
  title: string;
  actions: RrAction[];
}

const GROUPS: readonly { title: string; types: readonly RrAction["type"][] }[] = [
  { title: "Reveal", types: ["reveal"] },
  { title: "Use a skill", types: ["reorder", "look", "changeOfDirection", "doubleShot"] },
  { title: "Flip another seat's chip", types: ["flip"] },
  { title: "Change of Turn: give the turn to", types: ["changeOfTurn"] },
  { title: "Place the BANG! (1 = top)", types: ["arrange"] },
  { title: "The top chip", types: ["leaveTop", "topToBottom"] },
  { title: "Turn a chip face up", types: ["turnUp", "keepSkills"] },
  { title: "Lose a skill chip", types: ["returnSkill", "turnDown"] },
  { title: "Draft a skill chip", types: ["draft"] },
];

function grouped(actions: readonly RrAction[]): Group[] {
  return GROUPS.map((group) => ({
    title: group.title,
    actions: actions.filter((action) => group.types.includes(action.type)),
  })).filter((group) => group.actions.length > 0);
}

interface ChoicesProps {
  actions: readonly RrAction[];
  names: readonly string[];
  doubleShot: boolean;
  onAct: (action: RrAction) => void;
}

export function Choices({ actions, names, doubleShot, onAct }: ChoicesProps) {
  return (
    <>
      {grouped(actions).map((group) => (
        <div className="action-group" key={group.title} role="group" aria-label={group.title}>
          <h3>{group.title}</h3>
          <div className="action-buttons">
            {group.actions.map((action) => (
              <button
                key={JSON.stringify(action)}
                type="button"
                className={`action action-${action.type}`}
                data-action={action.type}
                onClick={() => onAct(action)}
              >
                {actionLabel(action, names, doubleShot)}
              </button>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
