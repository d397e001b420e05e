// The last two lines of the log under the bar; a touch opens the whole log
// (over the table in a narrow box).
import type { LogEntry } from "ruleshelf";
import type { AnyGameUi } from "../games/types";

interface LatestMovesProps {
  entries: readonly LogEntry[];
  ui: AnyGameUi;
  names: readonly string[];
  viewer: number | undefined;
  logOpen: boolean;
  onToggle: () => void;
}

export function LatestMoves({ entries, ui, names, viewer, logOpen, onToggle }: LatestMovesProps) {
  return (
    <button type="button" className="latest" aria-expanded={logOpen} onClick={onToggle}>
      <span className="sr-only">Open the log. Latest moves: </span>
      {entries.slice(-2).map((entry, index) => (
        <span className="latest-line" key={`${entries.length}-${index}`}>
          {ui.describeEvent(entry, names, viewer)}
        </span>
      ))}
    </button>
  );
}
