// Lets a bot seat move: it decides from its own view in the table's worker,
// after the last move's motion on this table has played and the chosen
// pace's wait, so that a human can follow what it does.
import { useEffect, type RefObject } from "react";
import { view, messageOf } from "../engine";
import type { Action } from "ruleshelf";
import type { BotClient } from "../bot/botClient";
import { whenStill } from "../table/motion";
import { botWait, useTableSettings } from "../table/settings";
import type { Session } from "./session";

/** How hard the bots play: the engine's named levels (docs/bots.md), passed through. */
export type BotStrength = "easy" | "normal" | "hard";

/** A bot seed that differs per move but replays the same. */
function botSeed(session: Session): number {
  return (session.setup.options.seed * 31 + session.actions.length * 7919) >>> 0;
}

export interface BotSeat {
  bot: BotClient;
  strength: BotStrength;
  /** The table's frame: the bot waits for the motion under it only. */
  frame: RefObject<HTMLElement | null>;
}

export function useBot(
  session: Session,
  botSeat: number | undefined,
  paused: boolean,
  { bot, strength, frame }: BotSeat,
  onMove: (action: Action) => void,
  onError: (message: string) => void,
): void {
  const settings = useTableSettings();
  useEffect(() => {
    if (botSeat === undefined || paused) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const botView = view(session.state, botSeat);
    const wait = botWait(settings);
    const move = () =>
      bot.ask(botView, { level: strength, seed: botSeed(session) }).then(
        (action) => {
          if (!cancelled) onMove(action);
        },
        (error: unknown) => {
          if (!cancelled) onError(`The bot could not move: ${messageOf(error)}`);
        },
      );
    // At the instant pace a bot does not wait for the motion either: its
    // move cuts the last one's short.
    (wait > 0 ? whenStill(frame.current ?? undefined) : Promise.resolve()).then(() => {
      if (!cancelled) timer = setTimeout(move, wait);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // Restart only when the position, the pause or the settings change (the
    // callbacks are new on every render of the game screen).
  }, [session, botSeat, paused, settings, bot, strength]);
}
