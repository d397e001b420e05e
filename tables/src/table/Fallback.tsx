// Every legal action as a button, folded away under the table: the
// accessible fallback for anything the drawn table makes hard to reach.
import { useState } from "react";
import "./table.css";

interface FallbackProps<A> {
  actions: readonly A[];
  /** An action in words (the button's label). */
  label: (action: A) => string;
  /** The heading an action is listed under ("Reveal", "Use a skill"). */
  group: (action: A) => string;
  onAct: (action: A) => void;
}

/** Open or folded, kept across moves and tables for this page's life. */
let openAtStart = false;

export function Fallback<A extends { type: string }>({
  actions,
  label,
  group,
  onAct,
}: FallbackProps<A>) {
  const [open, setOpen] = useState(openAtStart);
  if (actions.length === 0) return null;
  const groups = new Map<string, A[]>();
  for (const action of actions) {
    const title = group(action);
    groups.set(title, [...(groups.get(title) ?? []), action]);
  }
  return (
    <details
      className="fallback"
      data-testid="actions"
      open={open}
      onToggle={(event) => {
        openAtStart = event.currentTarget.open;
        setOpen(openAtStart);
      }}
    >
      <summary>Your moves as a list ({actions.length})</summary>
      {open &&
        [...groups].map(([title, list]) => (
          <div className="action-group" key={title} role="group" aria-label={title}>
            <h3>{title}</h3>
            <div className="action-buttons">
              {list.map((action, index) => (
                <button
                  key={index}
                  type="button"
                  className="action"
                  data-action={action.type}
                  onClick={() => onAct(action)}
                >
                  {label(action)}
                </button>
              ))}
            </div>
          </div>
        ))}
    </details>
  );
}
