// A board too big for one screen, in parts: a tab per part (the map, the
// tracks, a player's den…), one shown at a time. The table says which part
// the decision now is about (`focus`): the tabs go there by themselves
// whenever it changes, and a tab with moves on it is marked. A tab the
// player opens stays open until the next decision.
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import "./table.css";

export interface BoardTab {
  id: string;
  label: string;
  /** How many things on it a touch plays or picks now (marked on the tab). */
  live?: number;
  /** What the tab shows (drawn only while it is open). */
  render: () => ReactNode;
}

interface BoardTabsProps {
  tabs: readonly BoardTab[];
  /** The part the decision now is about (the first tab when none). */
  focus: string | undefined;
  /** What the parts are, for screen readers ("The board"). */
  label: string;
  /** Something that changes with every decision (the shown tab follows `focus` again then). */
  decision: unknown;
}

export function BoardTabs({ tabs, focus, label, decision }: BoardTabsProps) {
  const [chosen, setChosen] = useState<{ id: string; decision: unknown }>();
  const list = useRef<HTMLDivElement>(null);
  const fallback = tabs.find((tab) => tab.id === focus)?.id ?? tabs[0]?.id;
  const shown = chosen && chosen.decision === decision && tabs.some((tab) => tab.id === chosen.id) ? chosen.id : fallback;
  const open = (id: string) => setChosen({ id, decision });

  // Arrow keys move along the tabs (the tab list's usual keys).
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    const at = tabs.findIndex((tab) => tab.id === shown);
    const next = tabs[(at + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    open(next.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus();
  };

  const current = tabs.find((tab) => tab.id === shown);
  return (
    <div className="board-tabs">
      <div className="board-tab-list" role="tablist" aria-label={label} ref={list} onKeyDown={onKey}>
        {tabs.map((tab) => {
          const selected = tab.id === shown;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={`board-tab${selected ? " board-tab-open" : ""}${(tab.live ?? 0) > 0 ? " board-tab-live" : ""}`}
              data-testid="board-tab"
              data-tab={tab.id}
              data-live={tab.live ?? 0}
              onClick={() => open(tab.id)}
            >
              {tab.label}
              {(tab.live ?? 0) > 0 && (
                <span className="board-tab-mark">
                  <span aria-hidden="true">●</span>
                  <span className="sr-only"> ({tab.live} to play)</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      {current && (
        <div className="board-tab-panel" role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} data-testid="board-panel" data-tab={current.id}>
          {current.render()}
        </div>
      )}
    </div>
  );
}
