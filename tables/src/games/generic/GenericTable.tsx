// A table for any game: the view's public fields as text and one button per
// legal action, labelled from the action's fields.
import type { TableProps } from "../types";
import { GenericView } from "./GenericView";
import { genericAction } from "./words";

export function GenericTable({ view, names, canAct, onAct, actor }: TableProps) {
  return (
    <div className="generic-table">
      <p className="generic-note">This game has no table of its own yet; here is what its view says.</p>
      <GenericView view={view} names={names} />
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
          <p className="waiting">{actor === undefined ? "Nobody is to act." : `Waiting for ${names[actor] ?? "a seat"}…`}</p>
        )}
      </section>
    </div>
  );
}
