// Lets a bot seat move: it decides from its own view in the worker, paced
// so that a human can follow.
import { useEffect } from "react";
import { view, messageOf } from "../engine";
import type { Action } from "ruleshelf";
import { askBot } from "../bot/botClient";
import type { Session } from "./session";

/** How long a bot seems to think, so the table can be followed. */
export const BOT_PACE_MS = 600;

/** The pace, which `?botPace=ms` in the address may change (tests use it). */
function botPace(): number {
  const asked = Number(new URLSearchParams(location.search).get("botPace") ?? NaN);
  return Number.isFinite(asked) && asked >= 0 ? asked : BOT_PACE_MS;
}
export const BOT_ITERATIONS = 500;

/** A bot seed that differs per move but replays the same. */
function botSeed(session: Session): number {
  return (session.setup.options.seed * 31 + session.actions.length * 7919) >>> 0;
}

export function useBot(
  session: Session,
  botSeat: number | undefined,
  paused: boolean,
  onMove: (action: Action) => void,
  onError: (message: string) => void,
): void {
  useEffect(() => {
    if (botSeat === undefined || paused) return;
    let cancelled = false;
    const botView = view(session.state, botSeat);
    const timer = setTimeout(() => {
      askBot(botView, { level: "ismcts", iterations: BOT_ITERATIONS, seed: botSeed(session) }).then(
        (action) => {
          if (!cancelled) onMove(action);
        },
        (error: unknown) => {
          if (!cancelled) onError(`The bot could not move: ${messageOf(error)}`);
        },
      );
    }, botPace());
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // Restart only when the position or the pause changes (the callbacks are
    // new on every render of the game screen).
  }, [session, botSeat, paused]);
}
