// The new-game form, generated from the game's options.
import { useState, type FormEvent } from "react";
import type { GameInfo } from "ruleshelf";
import { asGameId, messageOf, randomSeed, type SetupOptions } from "ruleshelf/react";
import { loadGame, prefetchGame } from "ruleshelf/react";
import { gameTitle } from "ruleshelf/react";
import {
  appliesTo,
  chosenOptions,
  defaultValue,
  OptionField,
  type OptionValue,
} from "./OptionField";
import { SeatsSetup } from "./SeatsSetup";
import { cleanName, createSession, type SeatKind, type Session } from "ruleshelf/react";

interface NewGameFormProps {
  game: GameInfo;
  onStart: (session: Session) => void;
}

const MAX_SEED = 4294967295;

/** A new game seats you and bots: three seats when the game allows it. */
function defaultSeats(game: GameInfo): SeatKind[] {
  const count = Math.min(game.seats.max, Math.max(game.seats.min, 3));
  return Array.from({ length: count }, (_, seat) => (seat === 0 ? "human" : "bot"));
}

export function NewGameForm({ game, onStart }: NewGameFormProps) {
  const [kinds, setKinds] = useState<SeatKind[]>(() => defaultSeats(game));
  const [values, setValues] = useState<Record<string, OptionValue>>(() =>
    Object.fromEntries(game.options.map((option) => [option.key, defaultValue(option)])),
  );
  const [names, setNames] = useState<string[]>(() => kinds.map(() => ""));
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const [error, setError] = useState<string>();
  const [starting, setStarting] = useState(false);

  // A seat chosen in an option ("first to reveal") must still be at the table.
  const changeSeats = (next: SeatKind[], nextNames: string[]) => {
    setKinds(next);
    setNames(nextNames);
    const stale = game.options.filter(
      (option) =>
        option.kind.type === "seat" &&
        values[option.key] !== "" &&
        Number(values[option.key]) >= next.length,
    );
    if (stale.length > 0)
      setValues({ ...values, ...Object.fromEntries(stale.map((option) => [option.key, ""])) });
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    const seedNumber = seed === "" ? randomSeed() : Number(seed);
    if (!Number.isInteger(seedNumber) || seedNumber < 0 || seedNumber > MAX_SEED) {
      setError(`The seed must be a whole number from 0 to ${MAX_SEED}.`);
      return;
    }
    const options: SetupOptions = {
      seats: kinds.length,
      seed: seedNumber,
      ...chosenOptions(
        game.options.filter((option) => appliesTo(option, kinds.length)),
        values,
      ),
    };
    const cleaned = names.map(cleanName);
    const setup = {
      game: asGameId(game.id),
      options,
      kinds,
      ...(cleaned.some(Boolean) ? { names: cleaned } : {}),
    };
    setStarting(true);
    // Ready by now, unless the form was quick or the load failed.
    loadGame(game.id)
      .then(() => onStart(createSession(setup)))
      .catch((failure: unknown) => {
        setError(messageOf(failure));
        setStarting(false);
      });
  };

  return (
    <section className="card" aria-labelledby="new-game-title">
      <h2 id="new-game-title">New game of {gameTitle(game.id)}</h2>
      <p className="summary">{game.summary}</p>
      {/* A hand or a key on the form: the game is about to start, its engine and table start loading. */}
      <form
        onSubmit={start}
        className="new-game"
        onPointerEnter={() => prefetchGame(game.id)}
        onFocus={() => prefetchGame(game.id)}
      >
        <SeatsSetup
          min={game.seats.min}
          max={game.seats.max}
          kinds={kinds}
          names={names}
          onChange={changeSeats}
        />
        {game.options.length > 0 && (
          <fieldset>
            <legend>Options</legend>
            {game.options
              .filter((option) => appliesTo(option, kinds.length))
              .map((option) => (
                <OptionField
                  key={option.key}
                  option={option}
                  seats={kinds.length}
                  value={values[option.key] ?? defaultValue(option)}
                  onChange={(value) => setValues({ ...values, [option.key]: value })}
                />
              ))}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor="seed">Seed</label>
          <div className="seed-row">
            <input
              id="seed"
              inputMode="numeric"
              value={seed}
              onChange={(event) => setSeed(event.target.value.trim())}
              aria-describedby="seed-help"
            />
            <button type="button" onClick={() => setSeed(String(randomSeed()))}>
              New seed
            </button>
          </div>
          <p className="help" id="seed-help">
            The same seed and the same moves give the same game. Left empty, one is drawn at random.
          </p>
        </div>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" data-testid="start" disabled={starting}>
          {starting ? "Loading the rules…" : "Start the game"}
        </button>
      </form>
    </section>
  );
}
