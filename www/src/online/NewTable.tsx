// Setting an online table up: the game, its options, who sits where
// (humans and bots), how long a gone player's seat waits before a bot
// plays it, whether the lobby lists it (public) or only its invite links
// lead to it (private, the default), and which seat this browser takes.
// The server draws the seed. The open tables are shown beside the form.
import { useState, type FormEvent } from "react";
import type { GameInfo } from "ruleshelf";
import { asGameId, gameTitle, messageOf, shelf } from "ruleshelf/react";
import { chosenOptions, defaultValue, OptionField, type OptionValue } from "../app/OptionField";
import { SeatsSetup } from "../app/SeatsSetup";
import type { SeatKind } from "ruleshelf/react";
import { Lobby } from "./Lobby";
import { goOnline } from "./route";
import { demoServer } from "./server";
import { createTable, type Clock } from "ruleshelf/react";

const ABSENCES = [
  { seconds: 30, label: "after 30 seconds" },
  { seconds: 60, label: "after 1 minute" },
  { seconds: 300, label: "after 5 minutes" },
  { seconds: 0, label: "never (the table waits)" },
];

const PACES = [
  { ms: 0, label: "at once" },
  { ms: 700, label: "after 0.7 s (easy to follow)" },
  { ms: 1500, label: "after 1.5 s (slow)" },
];

/** The turn clocks a host may pick: none, per move, per game. */
const CLOCKS: { key: string; label: string; clock: Clock | null }[] = [
  { key: "none", label: "none", clock: null },
  { key: "move-30", label: "30 seconds a move", clock: { per: "move", seconds: 30 } },
  { key: "move-120", label: "2 minutes a move", clock: { per: "move", seconds: 120 } },
  {
    key: "game-600",
    label: "10 minutes a player for the game",
    clock: { per: "game", seconds: 600 },
  },
  {
    key: "game-1800",
    label: "30 minutes a player for the game",
    clock: { per: "game", seconds: 1800 },
  },
];

function defaults(game: GameInfo | undefined): Record<string, OptionValue> {
  return Object.fromEntries(
    (game?.options ?? []).map((option) => [option.key, defaultValue(option)]),
  );
}

export function NewTable() {
  const games = shelf();
  const [gameId, setGameId] = useState(() => games[0]?.id ?? "");
  const game = games.find((candidate) => candidate.id === gameId);
  const [kinds, setKinds] = useState<SeatKind[]>(() => ["human", "human"]);
  const [names, setNames] = useState<string[]>(() => ["", ""]);
  const [values, setValues] = useState(() => defaults(games[0]));
  const [absentAfter, setAbsentAfter] = useState(60);
  const [botPace, setBotPace] = useState(700);
  const [clock, setClock] = useState("none");
  const [spectatorsChat, setSpectatorsChat] = useState(false);
  const [mine, setMine] = useState("0");
  const [listed, setListed] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const pickGame = (id: string) => {
    const next = games.find((candidate) => candidate.id === id);
    if (!next) return;
    setGameId(id);
    const count = Math.min(Math.max(kinds.length, next.seats.min), next.seats.max);
    setKinds(Array.from({ length: count }, (_, seat) => kinds[seat] ?? "human"));
    setNames(Array.from({ length: count }, (_, seat) => names[seat] ?? ""));
    setValues(defaults(next));
  };
  const changeSeats = (nextKinds: SeatKind[], nextNames: string[]) => {
    setKinds(nextKinds);
    setNames(nextNames);
    if (mine !== "watch" && nextKinds[Number(mine)] !== "human") setMine("watch");
  };

  const humans = kinds.flatMap((kind, seat) => (kind === "human" ? [seat] : []));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!game) return;
    const options = { seats: kinds.length, ...chosenOptions(game.options, values) };
    setBusy(true);
    setError(undefined);
    try {
      const { matchId } = await createTable(
        {
          game: asGameId(game.id),
          options,
          seats: kinds.map((kind, seat) => ({ kind, name: names[seat]?.trim() ?? "" })),
          absentAfter,
          botPace,
          clock: CLOCKS.find((choice) => choice.key === clock)?.clock ?? null,
          spectatorsChat,
          public: listed,
          host: mine === "watch" ? null : Number(mine),
        },
        demoServer(),
      );
      goOnline(
        {
          screen: "match",
          matchId,
          seat: mine === "watch" ? undefined : Number(mine),
          watch: mine === "watch",
        },
        { replace: true },
      );
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  return (
    <main className="home online-home">
      <Lobby />
      <section className="card" aria-labelledby="new-table-title">
        <h2 id="new-table-title">A new online table</h2>
        <form className="new-game" onSubmit={(event) => void create(event)}>
          <div className="field">
            <label htmlFor="online-game">Game</label>
            <select
              id="online-game"
              value={gameId}
              onChange={(event) => pickGame(event.target.value)}
            >
              {games.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {/* The menu's name ("Ruse (2014)"), not the engine's ("Ruse"). */}
                  {gameTitle(candidate.id)}
                </option>
              ))}
            </select>
          </div>
          {game && (
            <>
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
                  {game.options.map((option) => (
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
            </>
          )}
          <div className="field">
            <label htmlFor="online-absent">A bot plays a gone player's seat</label>
            <select
              id="online-absent"
              value={absentAfter}
              onChange={(event) => setAbsentAfter(Number(event.target.value))}
            >
              {ABSENCES.map((choice) => (
                <option key={choice.seconds} value={choice.seconds}>
                  {choice.label}
                </option>
              ))}
            </select>
            <p className="help">
              Until the player comes back: their seat token (kept in their browser) gives the seat
              back.
            </p>
          </div>
          <fieldset className="visibility">
            <legend>Who can join</legend>
            <div className="field field-flag">
              <input
                id="online-private"
                type="radio"
                name="online-visibility"
                checked={!listed}
                onChange={() => setListed(false)}
              />
              <label htmlFor="online-private">Private: invite only</label>
            </div>
            <div className="field field-flag">
              <input
                id="online-public"
                type="radio"
                name="online-visibility"
                checked={listed}
                onChange={() => setListed(true)}
              />
              <label htmlFor="online-public">Public: listed under Open tables</label>
            </div>
            <p className="help">
              {listed
                ? "Anyone who opens online play sees the table while a seat is free, and takes a seat with one touch."
                : "Only those you send a seat's invite link (or the watch link) reach the table."}
            </p>
          </fieldset>
          <div className="field">
            <label htmlFor="online-clock">Turn clock</label>
            <select
              id="online-clock"
              value={clock}
              onChange={(event) => setClock(event.target.value)}
            >
              {CLOCKS.map((choice) => (
                <option key={choice.key} value={choice.key}>
                  {choice.label}
                </option>
              ))}
            </select>
            <p className="help">
              A player out of time has a bot play for them: that move (per move) or the rest of the
              game.
            </p>
          </div>
          {kinds.includes("bot") && (
            <div className="field">
              <label htmlFor="online-pace">Bots move</label>
              <select
                id="online-pace"
                value={botPace}
                onChange={(event) => setBotPace(Number(event.target.value))}
              >
                {PACES.map((choice) => (
                  <option key={choice.ms} value={choice.ms}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field field-flag">
            <input
              id="online-spectators-chat"
              type="checkbox"
              checked={spectatorsChat}
              onChange={(event) => setSpectatorsChat(event.target.checked)}
            />
            <label htmlFor="online-spectators-chat">Spectators may write in the chat</label>
            <p className="help">The players always may; each player can mute anyone.</p>
          </div>
          <div className="field">
            <label htmlFor="online-mine">You</label>
            <select id="online-mine" value={mine} onChange={(event) => setMine(event.target.value)}>
              {humans.map((seat) => (
                <option key={seat} value={String(seat)}>
                  take seat {seat + 1}
                </option>
              ))}
              <option value="watch">watch only</option>
            </select>
          </div>
          <p className="help">The server draws the seed; it is shown when the match ends.</p>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <div className="end-buttons">
            <button
              type="submit"
              className="primary"
              disabled={busy || !game}
              data-testid="create-table"
            >
              Create the table
            </button>
            <button type="button" onClick={() => goOnline(undefined)}>
              Menu
            </button>
          </div>
        </form>
      </section>
    </main>
  );
}
