// The outcome: who won, and every seat's place; the way to the table's
// statistics when it draws them.
import { useEffect, useState } from "react";
import type { Outcome } from "ruleshelf";
import { motionAllowed } from "../table/settings";

interface EndScreenProps {
  result: Outcome;
  names: readonly string[];
  onRematch: () => void;
  onExport: () => void;
  onMenu: () => void;
  onReview: () => void;
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function EndScreen({ result, names, onRematch, onExport, onMenu, onReview }: EndScreenProps) {
  const winners = result.winners.map((seat) => names[seat] ?? `Seat ${seat + 1}`);
  // The table draws its statistics below the board (so nothing on it moves):
  // offer a way down to them.
  const [stats, setStats] = useState<HTMLElement | null>(null);
  useEffect(() => setStats(document.querySelector<HTMLElement>("[data-testid=stats]")), []);
  const places = result.ranks
    .map((rank, seat) => ({ seat, rank }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return (
    <section className="end card" aria-labelledby="end-title" data-testid="end">
      <h2 id="end-title" data-testid="winner">
        {winners.length === 0 ? "Nobody wins." : `${listInWords(winners)} win${winners.length === 1 ? "s" : ""}!`}
      </h2>
      <ol className="places">
        {places.map(({ seat, rank }) => (
          <li key={seat}>
            <span className="place">{rank}.</span> {names[seat] ?? `Seat ${seat + 1}`}
          </li>
        ))}
      </ol>
      <div className="end-buttons">
        <button type="button" className="primary" onClick={onRematch}>
          Play again (new seed)
        </button>
        {stats && (
          <button type="button" onClick={() => stats.scrollIntoView({ behavior: motionAllowed() ? "smooth" : "auto", block: "start" })}>
            How it went
          </button>
        )}
        <button type="button" onClick={onReview}>
          Review the game
        </button>
        <button type="button" onClick={onExport}>
          Export replay
        </button>
        <button type="button" onClick={onMenu}>
          Back to the menu
        </button>
      </div>
    </section>
  );
}
