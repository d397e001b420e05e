// The seat's legal actions, one button each, grouped in words. Den tile
// placements are grouped by drawn tile, with each cell's rotations together.
import type { RuseView } from "ruleshelf";
import { TileShape } from "./TileShape";
import { type RuseAct, actionLabel, cellName, choiceText, denTileText, openingsText } from "./words";

/** The heading a button goes under: the owed choice, or the turn's step. */
function group(a: RuseAct, view: RuseView): string {
  if (a.type === "placeTile") {
    const choice = view.pending[0]?.choice;
    const tile = choice?.type === "placeDen" ? choice.tiles[a.tile] : undefined;
    return `Place ${tile ? denTileText(tile) : `drawn tile ${a.tile + 1}`} — choose the cell and the rotation`;
  }
  if (a.type === "returnTiles") return "Or else";
  const first = view.pending[0];
  if (first) return `Choose ${choiceText(first.choice)}`;
  switch (a.type) {
    case "explore":
    case "mountainExplore":
    case "mountainObjectives":
    case "mountainTiles":
    case "den":
    case "useActionTile":
    case "firefox":
    case "village":
      return "Place your action die";
    case "move":
      return "Move your fox";
    case "buy":
    case "denDraw":
    case "claimTile":
      return "Spend the die's value";
    case "drawObjective":
    case "discardObjective":
    case "exchangeObjective":
      return "Objective card zone";
    case "declare":
      return "Declare completed private objectives";
    case "exchangeHunting":
    case "grow":
    case "exit":
    case "toDen":
      return "Kits' growth";
    case "sellCheese":
      return "Free action";
    case "endTurn":
    case "done":
      return "Finish";
    case "takeGrowthPoints":
    case "takeResource":
    case "raiseKit":
    case "advanceTrack":
    case "placeObstacle":
    case "chooseInstinct":
    case "growFree":
    case "takeBonusTile":
      return "Owed choice";
  }
}

function ActionButton({ action, view, label, onAct }: { action: RuseAct; view: RuseView; label?: string; onAct: (a: RuseAct) => void }) {
  return (
    <button type="button" className="action" data-action={action.type} onClick={() => onAct(action)}>
      {action.type === "placeTile" && <TileShape openings={action.openings} label={`open ${openingsText(action.openings)}`} />}
      {label ?? actionLabel(action, view)}
    </button>
  );
}

export function Choices({ view, canAct, onAct }: { view: RuseView; canAct: boolean; onAct: (a: RuseAct) => void }) {
  const actions = canAct ? (view.actions as RuseAct[]) : [];
  const groups = new Map<string, RuseAct[]>();
  for (const a of actions) {
    const key = group(a, view);
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return (
    <>
      {[...groups].map(([title, list]) => (
        <div key={title} className="action-group" role="group" aria-label={title}>
          <h3>{title}</h3>
          <div className="action-buttons">
            {list.map((a) => (
              <ActionButton
                key={JSON.stringify(a)}
                action={a}
                view={view}
                label={a.type === "placeTile" ? `${cellName(a.cell)}, open ${openingsText(a.openings)}` : undefined}
                onAct={onAct}
              />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
