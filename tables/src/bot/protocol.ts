import type { Action, BotOptions, GameView } from "ruleshelf";

export interface BotRequest {
  id: number;
  view: GameView;
  options: BotOptions;
  /**
   * The game's wasm as the page compiled it, sent with the worker's first
   * question of that game, so the worker does not fetch it again.
   */
  module?: WebAssembly.Module;
}

export type BotReply =
  { id: number; ok: true; action: Action } | { id: number; ok: false; message: string };
