// A board too big for one screen, in parts: a tab per part (the map, the
// tracks, a player's den…), one shown at a time. The table says which part
// the last step is about (`focus`) and, when the device decides, which part
// the decision is on (`decisionTab`): the tabs follow the steps while the
// step feed shows them (`feeding`), then go to the decision's part, and
// bring its first live spot into view inside the table's own scrolling
// parts (never the page). A tab with moves on it is marked too, in words
// for screen readers. A tab the player opens stays open until the next
// decision.
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
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
  /** The part the decision (or the step being shown) now is about (the first tab when none). */
  focus: string | undefined;
  /** What the parts are, for screen readers ("The board"). */
  label: string;
  /** Something that changes with every decision (the shown tab follows `focus` again then). */
  decision: unknown;
  /**
   * The part the device's current decision is on (where its live spots
   * are), when the device decides. Once the step feed has shown the last
   * move's steps (`feeding` false) this part is shown, whatever `focus`
   * says, and its first live spot is scrolled into view.
   */
  decisionTab?: string;
  /** Whether the step feed is still showing the last move's steps (the parts follow `focus` meanwhile). */
  feeding?: boolean;
}

/** The spots to bring into view, in this order of preference: a pick's targets, the pick itself, the spots a touch plays or picks. */
const LIVE = [
  '[data-play="target"]',
  '[data-play="picked"]',
  '[data-play="play"], [data-play="pick"]',
];

/**
 * Scrolls the scrolling boxes around `spot` (the table's own parts, never
 * the document) just enough for it to be seen, clear of a sticky tab list.
 */
export function scrollIntoBox(spot: HTMLElement, tabList?: HTMLElement | null) {
  const page = spot.ownerDocument.scrollingElement;
  for (
    let box = spot.parentElement;
    box && box !== page && box !== spot.ownerDocument.body;
    box = box.parentElement
  ) {
    const style = getComputedStyle(box);
    if (!/auto|scroll/.test(style.overflowY) || box.scrollHeight <= box.clientHeight) continue;
    const outer = box.getBoundingClientRect();
    const inner = spot.getBoundingClientRect();
    let top = outer.top + 6;
    if (tabList && box.contains(tabList) && getComputedStyle(tabList).position === "sticky")
      top = Math.max(top, tabList.getBoundingClientRect().bottom + 6);
    const bottom = outer.bottom - 6;
    if (inner.top < top) box.scrollTop -= top - inner.top;
    else if (inner.bottom > bottom)
      box.scrollTop += Math.min(inner.bottom - bottom, inner.top - top);
  }
}

export function BoardTabs({
  tabs,
  focus,
  label,
  decision,
  decisionTab,
  feeding = false,
}: BoardTabsProps) {
  const [chosen, setChosen] = useState<{ id: string; decision: unknown; settled: boolean }>();
  const list = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const settled = decisionTab !== undefined && !feeding;
  const target = settled ? decisionTab : focus;
  const fallback = tabs.find((tab) => tab.id === target)?.id ?? tabs[0]?.id;
  const byHand =
    chosen !== undefined &&
    chosen.decision === decision &&
    chosen.settled === settled &&
    tabs.some((tab) => tab.id === chosen.id);
  const shown = byHand ? chosen.id : fallback;
  const open = (id: string) => setChosen({ id, decision, settled });

  // The decision's part opened by itself: its first live spot (or the pick) comes into view.
  useLayoutEffect(() => {
    if (!settled || byHand || !panel.current) return;
    for (const selector of LIVE) {
      const spot = panel.current.querySelector<HTMLElement>(selector);
      if (spot) {
        scrollIntoBox(spot, list.current);
        return;
      }
    }
  }, [settled, byHand, shown, decision]);

  // The open tab stays in sight in a tab list that scrolls sideways (a narrow box).
  useLayoutEffect(() => {
    const box = list.current;
    const tab = box?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(shown ?? "")}"]`);
    if (!box || !tab || box.scrollWidth <= box.clientWidth) return;
    const outer = box.getBoundingClientRect();
    const inner = tab.getBoundingClientRect();
    if (inner.left < outer.left) box.scrollLeft -= outer.left - inner.left + 8;
    else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right + 8;
  }, [shown]);

  // Arrow keys move along the tabs (the tab list's usual keys).
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    const at = tabs.findIndex((tab) => tab.id === shown);
    const next = tabs[(at + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    open(next.id);
    list.current
      ?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)
      ?.focus({ preventScroll: true });
  };

  const current = tabs.find((tab) => tab.id === shown);
  return (
    <div className="board-tabs">
      <div
        className="board-tab-list"
        role="tablist"
        aria-label={label}
        ref={list}
        onKeyDown={onKey}
      >
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
        <div
          className="board-tab-panel"
          role="tabpanel"
          id={`panel-${current.id}`}
          aria-labelledby={`tab-${current.id}`}
          data-testid="board-panel"
          data-tab={current.id}
          ref={panel}
        >
          {current.render()}
        </div>
      )}
    </div>
  );
}
