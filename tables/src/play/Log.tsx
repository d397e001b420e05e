// The game's log in words, newest at the bottom.
import { useEffect, useRef } from "react";
import type { LogEntry } from "ruleshelf";
import type { AnyGameUi } from "../games/types";

interface LogProps {
  entries: readonly LogEntry[];
  ui: AnyGameUi;
  names: readonly string[];
  /** The seat whose private lines may be shown; none for public lines only. */
  viewer: number | undefined;
  /** Whether the log is open over the table (a narrow box shows it only then). */
  open?: boolean;
  onClose?: () => void;
}

export function Log({ entries, ui, names, viewer, open = false, onClose }: LogProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Keep the newest line in sight without scrolling the page.
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [entries.length]);
  return (
    <section className={open ? "log card log-open" : "log card"} aria-labelledby="log-title">
      <div className="log-head">
        <h2 id="log-title">Log</h2>
        {onClose && (
          <button type="button" className="log-close" onClick={onClose}>
            Close
          </button>
        )}
      </div>
      {/* Focusable, so that a keyboard can scroll it. */}
      <ol
        className="log-lines"
        data-testid="log"
        ref={list}
        tabIndex={0}
        aria-label="Log, oldest first"
      >
        {entries.map((entry, index) => (
          <li key={index} className={entry.to !== undefined ? "log-private" : undefined}>
            <span className="log-n" aria-hidden="true">
              {index + 1}.
            </span>
            <span>{ui.describeEvent(entry, names, viewer)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
