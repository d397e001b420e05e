// The saved games: resume, export or delete them.
import { useEffect, useState } from "react";
import { loadGames, messageOf, outcome } from "ruleshelf/react";
import { gameTitle } from "ruleshelf/react";
import { downloadReplay } from "ruleshelf/react";
import { deleteSave, gamesOfSaves, listSaves, type SavedGame } from "ruleshelf/react";
import type { Session } from "ruleshelf/react";

function when(time: number): string {
  return time > 0 ? new Date(time).toLocaleString() : "unknown time";
}

function SavedRow({
  save,
  onResume,
  onDelete,
}: {
  save: SavedGame;
  onResume: (s: Session) => void;
  onDelete: () => void;
}) {
  if (!save.ok) {
    return (
      <li className="save save-broken" data-testid="save">
        <div>
          <strong>{gameTitle(save.game)}</strong> · saved {when(save.updatedAt)}
          <p className="error">{save.reason}</p>
          {save.rebuilt && (
            <p className="help">
              Its seed and moves still replay: it can be rebuilt ({save.rebuilt.actions.length}{" "}
              moves).
            </p>
          )}
        </div>
        <div className="save-buttons">
          {save.rebuilt && (
            <button
              type="button"
              className="primary"
              onClick={() => save.rebuilt && onResume(save.rebuilt)}
            >
              Rebuild from its moves
            </button>
          )}
          <button type="button" onClick={onDelete}>
            Delete
          </button>
        </div>
      </li>
    );
  }
  const session = save.session;
  const done = outcome(session.state) !== undefined;
  const bots = session.setup.kinds.filter((kind) => kind === "bot").length;
  return (
    <li className="save" data-testid="save">
      <div>
        <strong>{gameTitle(session.setup.game)}</strong> · {session.setup.kinds.length} seats
        {bots > 0 ? ` (${bots} bot${bots > 1 ? "s" : ""})` : ""} · {session.actions.length} moves ·{" "}
        {done ? "finished" : "in progress"}
        <p className="help">
          {done ? `Seed ${session.setup.options.seed} · ` : ""}saved {when(session.updatedAt)}
        </p>
      </div>
      <div className="save-buttons">
        <button type="button" className="primary" onClick={() => onResume(session)}>
          {done ? "Open" : "Resume"}
        </button>
        <button type="button" onClick={() => downloadReplay(session)}>
          Export replay
        </button>
        <button type="button" onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}

/** Saved games listed before "show all": a few, so the shelf stays in sight. */
const FEW = 4;

export function SavedGames({ onResume }: { onResume: (session: Session) => void }) {
  // Listing a save reads it with its game's engine: load those first.
  const [saves, setSaves] = useState<SavedGame[]>([]);
  const [error, setError] = useState<string>();
  const [all, setAll] = useState(false);
  useEffect(() => {
    loadGames(...gamesOfSaves()).then(
      () => setSaves(listSaves()),
      (failure: unknown) => setError(`Saved games cannot be listed: ${messageOf(failure)}`),
    );
  }, []);
  if (error) {
    return (
      <p className="error" role="alert">
        {error}
      </p>
    );
  }
  if (saves.length === 0) return null;
  const shown = all || saves.length <= FEW ? saves : saves.slice(0, FEW - 1);
  return (
    <section className="card saves-card" aria-labelledby="saves-title">
      <h2 id="saves-title">Saved games</h2>
      <ul className="saves">
        {shown.map((save) => {
          const id = save.ok ? save.session.id : save.id;
          return (
            <SavedRow
              key={id}
              save={save}
              onResume={onResume}
              onDelete={() => {
                deleteSave(id);
                setSaves(listSaves());
              }}
            />
          );
        })}
      </ul>
      {shown.length < saves.length && (
        <button type="button" className="saves-more" onClick={() => setAll(true)}>
          Show all {saves.length} saved games
        </button>
      )}
    </section>
  );
}
