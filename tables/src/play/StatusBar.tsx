// The frame's status bar (Board Game Arena's): whose turn it is and the
// current decision's prompt and buttons (the table's <Decision>, drawn in
// its slot). It sits in the frame's bar, outside the table's scrolling
// area, so it is always in view; when it needs more room it wraps inside
// the bar and the table below gives way.
import type { ReactNode } from "react";

interface StatusBarProps {
  /** Whose turn, in a few words ("Your turn", "Ana is thinking…"). */
  status: ReactNode;
  /**
   * Told the element the decision is drawn in: give it to the table through
   * `DecisionSlot` (table/Decision.tsx).
   */
  onSlot: (slot: HTMLElement | null) => void;
}

export function StatusBar({ status, onSlot }: StatusBarProps) {
  return (
    <div className="status-bar" data-testid="status-bar">
      <p className="status" data-testid="status" aria-live="polite">
        {status}
      </p>
      <div className="decision" ref={onSlot} />
    </div>
  );
}
