// The app: the menu, or a game in progress (resumed after a reload).
import { Suspense, useEffect, useState } from "react";
import { messageOf } from "ruleshelf/react";
import { loadGame } from "ruleshelf/react";
import { OnlineScreen, useOnlineRoute } from "../online";
import { Home } from "./Home";
import { RuleshelfTable } from "ruleshelf/react";
import { clearCurrent, currentSaveId, gameOfSave, loadSave, saveSession } from "ruleshelf/react";
import type { Session } from "ruleshelf/react";

type Screen =
  { name: "home"; notice?: string } | { name: "play"; session: Session } | { name: "resuming" };

/** The game that was open when the page was left, once its engine has loaded; else the menu. */
async function resumed(): Promise<Screen> {
  const id = currentSaveId();
  const game = id === undefined ? undefined : gameOfSave(id);
  if (id === undefined || game === undefined) return { name: "home" };
  try {
    await loadGame(game);
  } catch (error) {
    return {
      name: "home",
      notice: `The game in progress could not be resumed: its rules did not load (${messageOf(error)}).`,
    };
  }
  const save = loadSave(id);
  if (!save) return { name: "home" };
  if (save.ok) return { name: "play", session: save.session };
  clearCurrent();
  return { name: "home", notice: `The game in progress could not be resumed. ${save.reason}` };
}

/**
 * A game of the demo: the same table component any page embeds, set up as
 * the game was and kept under the game's id (where the saved-games list
 * finds it).
 */
function DemoTable({ session, onMenu }: { session: Session; onMenu: () => void }) {
  const { game, options, kinds, names } = session.setup;
  const { seats, seed, ...own } = options;
  const seatsOf = (kind: string) => kinds.flatMap((k, seat) => (k === kind ? [seat] : []));
  return (
    <RuleshelfTable
      className="demo-play"
      game={game}
      seats={seats}
      seed={seed}
      options={own as never}
      you={seatsOf("human")}
      bots={seatsOf("bot")}
      names={names}
      saveKey={session.id}
      onMenu={onMenu}
      autoFocus
    />
  );
}

export function App() {
  const [screen, setScreen] = useState<Screen>(() =>
    currentSaveId() === undefined ? { name: "home" } : { name: "resuming" },
  );
  useEffect(() => {
    if (screen.name === "resuming") void resumed().then(setScreen);
  }, [screen.name]);
  const online = useOnlineRoute();
  // A new screen starts at its top (the menu may have been scrolled down).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [screen, online]);
  if (online) {
    return (
      <Suspense
        fallback={
          <p className="loading" role="status">
            Loading online play…
          </p>
        }
      >
        <OnlineScreen route={online} />
      </Suspense>
    );
  }
  // A session is opened once its game's table has loaded (its engine has:
  // the session was made with it).
  const open = (session: Session) => {
    loadGame(session.setup.game).then(
      () => {
        // Kept first: the table finds it under its key and plays on from it.
        saveSession(session);
        setScreen({ name: "play", session });
      },
      (error: unknown) =>
        setScreen({ name: "home", notice: `The game could not be opened: ${messageOf(error)}` }),
    );
  };
  const menu = () => {
    clearCurrent();
    setScreen({ name: "home" });
  };
  return (
    <>
      {screen.name === "home" && (
        <header className="site">
          <h1>ruleshelf</h1>
          <p>Board games on a shelf — hot-seat or against bots, online or offline.</p>
        </header>
      )}
      {screen.name === "resuming" ? (
        <p className="loading" role="status">
          Resuming your game…
        </p>
      ) : screen.name === "home" ? (
        <Home notice={screen.notice} onOpen={open} />
      ) : (
        <DemoTable key={screen.session.id} session={screen.session} onMenu={menu} />
      )}
    </>
  );
}
