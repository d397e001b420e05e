import type { Action, BotOptions, GameView } from "ruleshelf";

export interface BotRequest {
  id: number;
  view: GameView;
  options: BotOptions;
}

export type BotReply =
  { id: number; ok: true; action: Action } | { id: number; ok: false; message: string };
