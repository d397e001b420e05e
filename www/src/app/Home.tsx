// The menu: the games in progress first (so they are seen at once), then
// the shelf beside the new-game form, then replays.
import { useState } from "react";
import { shelf } from "ruleshelf/react";
import { prefetchGame } from "ruleshelf/react";
import { PlayOnline } from "../online";
import { GamePicker } from "./GamePicker";
import { ImportReplay } from "./ImportReplay";
import { NewGameForm } from "./NewGameForm";
import { SavedGames } from "./SavedGames";
import type { Session } from "ruleshelf/react";

interface HomeProps {
  notice: string | undefined;
  onOpen: (session: Session) => void;
}

export function Home({ notice, onOpen }: HomeProps) {
  const games = shelf();
  const [selected, setSelected] = useState(() => games[0]?.id ?? "");
  const game = games.find((candidate) => candidate.id === selected);
  // On a narrow screen the form is below the shelf: a pick brings it into view.
  const select = (id: string) => {
    setSelected(id);
    prefetchGame(id);
    if (matchMedia("(max-width: 52rem)").matches) {
      requestAnimationFrame(() =>
        document.getElementById("new-game-title")?.scrollIntoView({ block: "start" }),
      );
    }
  };
  return (
    <main className="home">
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      <SavedGames onResume={onOpen} />
      <div className="home-grid">
        <GamePicker games={games} selected={selected} onSelect={select} />
        {game && <NewGameForm key={game.id} game={game} onStart={onOpen} />}
      </div>
      <PlayOnline />
      <ImportReplay onOpen={onOpen} />
    </main>
  );
}
