// A table for any game: the view's public fields as text and one button per
// legal action, labelled from the action's fields. It fits its box like the
// card tables: the prompt on top, the view scrolling, the actions docked.
import type { TableProps } from "../types";
import { Decision } from "../../table/Decision";
import { GenericView } from "./GenericView";
import { genericAction } from "./words";
import "../../table/table.css";
import "./generic.css";

export function GenericTable({ view, names, canAct, onAct, actor }: TableProps) {
  const over = actor === undefined && view.actions.length === 0;
  const waiting =
    actor === undefined ? "Nobody is to act." : `Waiting for ${names[actor] ?? "a seat"}…`;
  return (
    <div className={`generic-table fit-table${over ? " fit-over" : ""}`}>
      <Decision
        prompt={
          canAct
            ? `Your move: choose one of ${view.actions.length === 1 ? "the action" : `the ${view.actions.length} actions`} below`
            : waiting
        }
      />
      <div className="fit-head">
        <p className="generic-note">
          This game has no table of its own yet; here is what its view says.
        </p>
      </div>
      <div className="fit-body">
        <GenericView view={view} names={names} />
      </div>
      <div className="fit-dock">
        <section className="actions" aria-label="Your choices" data-testid="actions">
          {canAct ? (
            <div className="action-buttons">
              {view.actions.map((action) => (
                <button
                  key={JSON.stringify(action)}
                  type="button"
                  className="action"
                  data-action={action.type}
                  onClick={() => onAct(action)}
                >
                  {genericAction(action, names)}
                </button>
              ))}
            </div>
          ) : (
            <p className="waiting">{waiting}</p>
          )}
        </section>
      </div>
    </div>
  );
}
