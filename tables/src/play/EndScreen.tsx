// The outcome: who won, and every seat's place; the way to the table's
// statistics when it draws them.
import { useEffect, useRef, useState } from "react";
import type { Outcome } from "ruleshelf";
import { motionAllowed, useTableSettings } from "../table/settings";
import { outcomeWords, type Place } from "./outcome";

interface EndScreenProps {
  result: Outcome;
  names: readonly string[];
  /** The opponent the rules play, by name, when the game has one. */
  opponent?: string;
  /** The seat at the device ("You"), if any. */
  viewer?: number;
  /** A final score in the game's words ("3 points"; undefined: not shown); absent: "N points". */
  scoreWords?: (score: number) => string | undefined;
  /** The game's seed, told once the game is over (earlier it would let a player work out hidden cards). */
  seed: number;
  onRematch: () => void;
  onExport: () => void;
  onMenu?: () => void;
  onReview: () => void;
}

export function EndScreen({
  result,
  names,
  opponent,
  viewer,
  scoreWords,
  seed,
  onRematch,
  onExport,
  onMenu,
  onReview,
}: EndScreenProps) {
  const { headline, places } = outcomeWords(result, names, opponent, viewer);
  // The table draws its statistics below the board (so nothing on it moves):
  // offer a way down to them.
  const [stats, setStats] = useState<HTMLElement | null>(null);
  const section = useRef<HTMLElement>(null);
  const settings = useTableSettings();
  // Looked up in this table's own root (a page may hold several tables, each in its shadow root).
  useEffect(() => {
    const root = section.current?.getRootNode() as ParentNode | undefined;
    setStats(root?.querySelector<HTMLElement>("[data-testid=stats]") ?? null);
  }, []);
  return (
    <section className="end card" aria-labelledby="end-title" data-testid="end" ref={section}>
      <h2 id="end-title" data-testid="winner">
        {headline}
      </h2>
      <Ranking places={places} scoreWords={scoreWords} />
      <div className="end-buttons">
        <button type="button" className="primary" onClick={onRematch}>
          Play again (new seed)
        </button>
        {stats && (
          <button
            type="button"
            onClick={() =>
              stats.scrollIntoView({
                behavior: motionAllowed(settings) ? "smooth" : "auto",
                block: "start",
              })
            }
          >
            How it went
          </button>
        )}
        <button type="button" onClick={onReview}>
          Review the game
        </button>
        <button type="button" onClick={onExport}>
          Export replay
        </button>
        {onMenu && (
          <button type="button" onClick={onMenu}>
            Back to the menu
          </button>
        )}
      </div>
      <p className="end-seed">Seed {seed}</p>
    </section>
  );
}

/** A final score in words when the game gives none: "1 point", "12 points". */
export function points(score: number): string {
  return `${score} point${score === 1 ? "" : "s"}`;
}

/** The ranking: each side's place, name and final score (hot-seat and online end screens). */
export function Ranking({
  places,
  scoreWords = points,
}: {
  places: readonly Place[];
  scoreWords?: (score: number) => string | undefined;
}) {
  return (
    <ol className="places" data-testid="ranking">
      {places.map(({ key, rank, name, score }) => (
        <li key={key}>
          <span className="place">{rank}.</span> <span className="place-name">{name}</span>
          {score !== undefined && scoreWords(score) !== undefined && (
            <span className="place-score">{scoreWords(score)}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
