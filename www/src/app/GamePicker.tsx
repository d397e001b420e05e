// The shelf: one button per game from `games()`.
import type { GameInfo } from "ruleshelf";
import { hasOwnTable } from "../games";

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
            <strong>{game.name}</strong>
            <span>
              {game.seats.min}–{game.seats.max} seats
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
