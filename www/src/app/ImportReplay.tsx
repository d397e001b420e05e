// Opens a replay file and rebuilds its game.
import { useState, type ChangeEvent } from "react";
import { messageOf } from "ruleshelf/react";
import { loadGame } from "ruleshelf/react";
import { gameOfReplay, sessionFromReplay } from "ruleshelf/react";
import type { Session } from "ruleshelf/react";

export function ImportReplay({ onOpen }: { onOpen: (session: Session) => void }) {
  const [error, setError] = useState<string>();
  const open = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      const text = await file.text();
      await loadGame(gameOfReplay(text));
      onOpen(sessionFromReplay(text));
    } catch (failure) {
      setError(`Could not open ${file.name}: ${messageOf(failure)}`);
    }
  };
  return (
    <section className="card" aria-labelledby="import-title">
      <h2 id="import-title">Open a replay</h2>
      <label className="file-label">
        Replay file (JSON)
        <input type="file" accept="application/json,.json" onChange={open} data-testid="import" />
      </label>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
