// Lets a bot seat move: it decides from its own view in the worker, after
// the last move's motion has played and the chosen pace's wait, so that a
// human can follow what it does.
import { useEffect } from "react";
import { view, messageOf } from "../engine";
import type { Action } from "ruleshelf";
import { askBot } from "../bot/botClient";
import { whenStill } from "../table/motion";
import { botWait, useTableSettings } from "../table/settings";
import type { Session } from "./session";

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
  const { pace } = useTableSettings();
  useEffect(() => {
    if (botSeat === undefined || paused) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const botView = view(session.state, botSeat);
    const wait = botWait();
    const move = () =>
      askBot(botView, { level: "ismcts", iterations: BOT_ITERATIONS, seed: botSeed(session) }).then(
        (action) => {
          if (!cancelled) onMove(action);
        },
        (error: unknown) => {
          if (!cancelled) onError(`The bot could not move: ${messageOf(error)}`);
        },
      );
    // At the instant pace a bot does not wait for the motion either: its
    // move cuts the last one's short.
    (wait > 0 ? whenStill() : Promise.resolve()).then(() => {
      if (!cancelled) timer = setTimeout(move, wait);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // Restart only when the position, the pause or the pace changes (the
    // callbacks are new on every render of the game screen).
  }, [session, botSeat, paused, pace]);
}
