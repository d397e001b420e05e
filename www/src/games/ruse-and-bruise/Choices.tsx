// The seat at the device: its hand and its legal actions, built from
// `view.actions` only. A play takes two steps: pick a card, then a column.
import { useEffect, useRef } from "react";
import type { Action, RuseAndBruiseCard, RuseAndBruiseGoal } from "ruleshelf";
import { CardFace } from "./CardTile";
import { actionLabel, cardName, goalName } from "./words";

type RbAction = Action<"ruse-and-bruise">;
type PlayAction = Extract<RbAction, { type: "play" }>;

interface ChoicesProps {
  actions: readonly RbAction[];
  /** The viewer's hand, if it sits at the device. */
  hand: readonly RuseAndBruiseCard[] | undefined;
  viewer: number | undefined;
  goals: readonly RuseAndBruiseGoal[];
  canAct: boolean;
  picked: RuseAndBruiseCard | undefined;
  onPick: (card: RuseAndBruiseCard | undefined) => void;
  onAct: (action: RbAction) => void;
}

function ActionButton({ action, label, onAct }: { action: RbAction; label: string; onAct: (action: RbAction) => void }) {
  return (
    <button type="button" className={`action rb-action-${action.type}`} data-action={action.type} onClick={() => onAct(action)}>
      {label}
    </button>
  );
}

export function Choices({ actions, hand, viewer, goals, canAct, picked, onPick, onAct }: ChoicesProps) {
  const live = canAct ? actions : [];
  const plays = live.filter((action): action is PlayAction => action.type === "play");
  const playable = new Set(plays.map((action) => action.card));
  const targets = picked === undefined ? [] : plays.filter((action) => action.card === picked);
  const hides = live.filter((action) => action.type === "hide");
  const swaps = live.filter((action) => action.type === "swapGoals" || action.type === "keepGoals");
  const firstTarget = useRef<HTMLDivElement>(null);
  const handRow = useRef<HTMLDivElement>(null);
  const hadPick = useRef(false);

  // Keyboard focus follows the two steps: once a card is picked it moves on
  // to the column choices; when the pick is dropped, back to the hand.
  useEffect(() => {
    if (picked !== undefined) firstTarget.current?.querySelector("button")?.focus();
    else if (hadPick.current) handRow.current?.querySelector("button")?.focus();
    hadPick.current = picked !== undefined;
  }, [picked]);

  return (
    <>
      {hand !== undefined && viewer !== undefined && (
        <div className="action-group" role="group" aria-label="Your hand">
          <h3>{plays.length > 0 ? "Your hand — pick a card to play" : "Your hand"}</h3>
          <div className="rb-hand" data-testid="rb-hand" ref={handRow}>
            {hand.length === 0 && <span className="mat-empty">no cards in hand</span>}
            {hand.map((card) =>
              playable.has(card) ? (
                <button
                  key={card}
                  type="button"
                  className="rb-pick"
                  aria-pressed={picked === card}
                  aria-label={`Pick the ${cardName(card)}`}
                  data-pick={card}
                  onClick={() => onPick(picked === card ? undefined : card)}
                >
                  <CardFace card={card} owner={viewer} detailed />
                </button>
              ) : (
                <CardFace key={card} card={card} owner={viewer} detailed />
              ),
            )}
          </div>
        </div>
      )}
      {targets.length > 0 && picked !== undefined && (
        <div className="action-group" role="group" aria-label={`Play the ${cardName(picked)} under`}>
          <h3>Play the {cardName(picked)} face down under</h3>
          <div className="action-buttons" ref={firstTarget}>
            {targets.map((action) => {
              const goal = goals[action.column];
              return (
                <ActionButton
                  key={action.column}
                  action={action}
                  label={`Column ${action.column + 1}${goal ? ` — ${goalName(goal)}` : ""}`}
                  onAct={onAct}
                />
              );
            })}
            <button type="button" onClick={() => onPick(undefined)}>
              Pick another card
            </button>
          </div>
        </div>
      )}
      {hides.length > 0 && (
        <div className="action-group" role="group" aria-label="Hide a card under your Cloak">
          <h3>Hide a card face down under your Invisibility Cloak</h3>
          <div className="action-buttons">
            {hides.map((action) => (
              <ActionButton key={JSON.stringify(action)} action={action} label={actionLabel(action)} onAct={onAct} />
            ))}
          </div>
        </div>
      )}
      {swaps.length > 0 && (
        <div className="action-group" role="group" aria-label="Your Traitor">
          <h3>Your Traitor: swap its column's goal?</h3>
          <div className="action-buttons">
            {swaps.map((action) => (
              <ActionButton key={JSON.stringify(action)} action={action} label={actionLabel(action, goals)} onAct={onAct} />
            ))}
          </div>
        </div>
      )}
    </>
  );
}
