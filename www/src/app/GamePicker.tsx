// The shelf: one button per game from `games()`, with its picture, the
// name players know it by and what kind of game it is.
import type { GameInfo } from "ruleshelf";
import { hasOwnTable } from "ruleshelf/react";
import { GameCover, gameTagline, gameTitle } from "ruleshelf/react";

interface GamePickerProps {
  games: readonly GameInfo[];
  selected: string;
  onSelect: (id: string) => void;
}

export function GamePicker({ games, selected, onSelect }: GamePickerProps) {
  return (
    <section className="card" aria-labelledby="picker-title">
      <h2 id="picker-title">Choose a game</h2>
      <div className="picker">
        {games.map((game) => (
          <button
            key={game.id}
            type="button"
            className="pick"
            aria-pressed={game.id === selected}
            data-game={game.id}
            data-table={hasOwnTable(game.id) ? "own" : "generic"}
            onClick={() => onSelect(game.id)}
          >
            <GameCover id={game.id} />
            <span className="pick-words">
              <strong>{gameTitle(game.id)}</strong>
              <span className="pick-line">{gameTagline(game.id)}</span>
              <span className="pick-seats">
                {game.seats.min}–{game.seats.max} seats
              </span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
