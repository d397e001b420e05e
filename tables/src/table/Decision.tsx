// The current decision in the frame's status bar: a table says what the
// seat at the device must decide (the prompt) and gives the decision's
// buttons (Confirm, Pass, Cancel…) with <Decision>; the frame (hot-seat and
// online alike) draws them in its status bar, which is always in view: it
// never scrolls with the table and never lies over it.
import { createContext, useContext, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * Where the frame's status bar takes the decision: the element, once the
 * frame has drawn it (null before, and where no frame gives a bar).
 */
export const DecisionSlot = createContext<HTMLElement | null>(null);

interface DecisionProps {
  /** What the seat at the device must decide now, or what the table waits for, in one sentence. */
  prompt: ReactNode;
  /** The decision's buttons, drawn after the prompt (absent: none). */
  children?: ReactNode;
}

/**
 * The prompt (`[data-testid=prompt]`) and buttons of the current decision,
 * drawn in the frame's status bar; in place where the table has no frame
 * around it.
 */
export function Decision({ prompt, children }: DecisionProps) {
  const slot = useContext(DecisionSlot);
  const body = (
    <>
      <p className="prompt" data-testid="prompt" aria-live="polite">
        {prompt}
      </p>
      {children && <div className="decision-buttons">{children}</div>}
    </>
  );
  return slot ? createPortal(body, slot) : <div className="decision-inline">{body}</div>;
}
