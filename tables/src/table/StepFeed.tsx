// What the last move did, step by step. A move can add many log entries at
// once (a roll and what it collected; an automated opponent's whole turn:
// VIXEN's card, roll, placement and icons, the rebels' musters and
// marches): they are shown one after another at the bots' pace, the step
// in hand marked, so that a player can follow them (a table may light up
// the part of the board the step is about, from `useStepFeed`'s
// `current`). Bots wait until the feed has run; a touch or a key skips it;
// without motion every step is shown at once.
import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { hold } from "./motion";
import { botWait, useTableSettings } from "./settings";
import "./table.css";

export interface StepFeed<E> {
  /** The entries the last move added (at most the last `max`). */
  steps: readonly E[];
  /** How many of them are shown so far. */
  shown: number;
  /** The step in hand (the last shown), if the move added any. */
  current: E | undefined;
}

/** How long each step is shown: a share of the bots' wait, within reason. */
function stepMs(): number {
  return Math.min(900, Math.max(0, botWait() * 0.5));
}

/**
 * Feeds the entries added since the last render (`events` is the log as the
 * viewer sees it), one step at a time; `root` is the element held while it
 * runs.
 */
export function useStepFeed<E>(
  root: RefObject<HTMLElement | null>,
  events: readonly E[],
  max = 12,
): StepFeed<E> {
  useTableSettings();
  const last = useRef(events.length);
  const [feed, setFeed] = useState<{ from: number; to: number; shown: number }>({
    from: events.length,
    to: events.length,
    shown: 0,
  });
  useLayoutEffect(() => {
    if (events.length === last.current) return;
    const from =
      events.length > last.current ? Math.max(last.current, events.length - max) : events.length;
    last.current = events.length;
    const count = events.length - from;
    const ms = stepMs();
    const held = count > 1 && root.current ? hold(root.current, ms * (count - 1)) : undefined;
    setFeed({ from, to: events.length, shown: held ? 1 : count });
    if (!held) return;
    let shown = 1;
    const timer = setInterval(() => {
      shown += 1;
      setFeed((now) => ({ ...now, shown: Math.min(now.to - now.from, shown) }));
    }, ms);
    const finish = () => {
      clearInterval(timer);
      setFeed((now) => ({ ...now, shown: now.to - now.from }));
    };
    held.addEventListener("finish", finish);
    held.addEventListener("cancel", finish);
    return () => {
      clearInterval(timer);
      held.removeEventListener("finish", finish);
      held.removeEventListener("cancel", finish);
    };
    // Only a new length means a move landed (the array is new on every render).
  }, [events.length, root, max]);
  const steps = events.slice(feed.from, feed.to);
  const shown = Math.min(feed.shown, steps.length);
  return { steps, shown, current: shown > 0 ? steps[shown - 1] : undefined };
}

interface StepListProps<E> {
  feed: StepFeed<E>;
  /** A step in words. */
  describe: (entry: E) => string;
  /** Which steps to list (all of them by default): a table may leave out the obvious. */
  keep?: (entry: E) => boolean;
}

/** The last move's steps as a short list, the step in hand marked, the rest to come greyed. */
export function StepList<E>({ feed, describe, keep }: StepListProps<E>) {
  const list = useRef<HTMLOListElement>(null);
  // The step in hand stays in sight: a long move (VIXEN's, the rebels'
  // turn) scrolls inside the list, never the page.
  useLayoutEffect(() => {
    const box = list.current;
    const now = box?.querySelector(".step-now");
    if (!box || !now) return;
    const outer = box.getBoundingClientRect();
    const inner = now.getBoundingClientRect();
    if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom;
    else if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top;
  }, [feed.shown, feed.steps[0]]);
  const listed = feed.steps
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !keep || keep(entry));
  if (listed.length < 2) return null;
  return (
    // Focusable: a long move scrolls inside the list, and the keyboard must reach it.
    <ol
      ref={list}
      className="step-list"
      aria-label="The last move, step by step"
      data-testid="step-list"
      tabIndex={0}
    >
      {listed.map(({ entry, index }) => (
        <li
          key={index}
          className={
            index === feed.shown - 1 ? "step-now" : index >= feed.shown ? "step-later" : undefined
          }
          aria-current={index === feed.shown - 1 ? "step" : undefined}
        >
          {describe(entry)}
        </li>
      ))}
    </ol>
  );
}
