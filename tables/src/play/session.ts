// A game being played: how it was set up, the actions applied, the state.
import { apply, toAct, replay, startGame, view, type SetupOptions } from "../engine";
import type { Action, GameId, GameState } from "ruleshelf";
import type { HistoryStep } from "../games/types";

export type SeatKind = "human" | "bot";

export interface Setup {
  game: GameId;
  /** `seats`, `seed` and the game's own options. */
  options: SetupOptions;
  /** Who sits at each seat. */
  kinds: SeatKind[];
  /** Players' names per seat ("" or absent: "Seat N"). */
  names?: string[];
}

/** The longest name a seat may have. */
export const NAME_LENGTH = 20;

/** A name as typed, made safe to show: trimmed and cut to length. */
export function cleanName(name: unknown): string {
  return typeof name === "string" ? name.trim().slice(0, NAME_LENGTH) : "";
}

export interface Session {
  id: string;
  setup: Setup;
  /** Every action applied since the start, in order. */
  actions: Action[];
  state: GameState;
  createdAt: number;
  updatedAt: number;
}

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Sets up a new game (throws the engine's refusal on bad options). */
export function createSession(setup: Setup, actions: readonly Action[] = []): Session {
  const now = Date.now();
  const state =
    actions.length > 0
      ? replay(setup.game, setup.options, actions)
      : startGame(setup.game, setup.options);
  return { id: newId(), setup, actions: [...actions], state, createdAt: now, updatedAt: now };
}

/** The session after one more action (throws the engine's refusal). */
export function withAction(session: Session, action: Action): Session {
  const state = apply(session.state, action);
  const next = { ...session, state, actions: [...session.actions, action], updatedAt: Date.now() };
  const marks = marksOf.get(session);
  if (marks) marksOf.set(next, [...marks, state.log.length]);
  return next;
}

/** The session without its actions from `from` on, rebuilt from options, seed and the actions before. */
export function withoutActionsFrom(session: Session, from: number): Session {
  const actions = session.actions.slice(0, from);
  const state = replay(session.setup.game, session.setup.options, actions);
  return { ...session, state, actions, updatedAt: Date.now() };
}

const marksOf = new WeakMap<Session, readonly number[]>();

/**
 * Where each action's log entries begin: entry `k` of the state's log was
 * added by action `i` when `marks[i] <= k < marks[i + 1]` (`marks[0]` is the
 * setup's entries). Replayed once per session, then kept up move by move.
 */
export function logMarks(session: Session): readonly number[] {
  let marks = marksOf.get(session);
  if (!marks) {
    let state = startGame(session.setup.game, session.setup.options);
    const found = [state.log.length];
    for (const action of session.actions) {
      state = apply(state, action);
      found.push(state.log.length);
    }
    marks = found;
    marksOf.set(session, marks);
  }
  return marks;
}

const positionsOf = new WeakMap<Session, readonly GameState[]>();

/** Every position of the game: the setup, then the state after each action (replayed once per session). */
export function positions(session: Session): readonly GameState[] {
  let states = positionsOf.get(session);
  if (!states) {
    const found = [startGame(session.setup.game, session.setup.options)];
    for (const action of session.actions)
      found.push(apply(found[found.length - 1] as GameState, action));
    states = found;
    positionsOf.set(session, states);
  }
  return states;
}

/**
 * The game as `seat` saw it, move by move: each action (none for the setup)
 * with that seat's view after it and how many log entries it had seen.
 */
export function history(session: Session, seat: number | undefined): HistoryStep[] {
  const log = session.state.log;
  let seen = 0;
  let counted = 0;
  return positions(session).map((state, index) => {
    for (; counted < state.log.length && counted < log.length; counted++) {
      const to = log[counted]?.to;
      if (to === undefined || to === seat) seen++;
    }
    return {
      action: index === 0 ? undefined : session.actions[index - 1],
      view: view(state, seat),
      events: seen,
    };
  });
}

/** The seat that must decide now (the first, for games where several may). */
export function actorOf(state: GameState): number | undefined {
  return toAct(state)[0];
}

/** The human seats of a setup. */
export function humanSeats(setup: Setup): number[] {
  return setup.kinds.flatMap((kind, seat) => (kind === "human" ? [seat] : []));
}

/** Display names: the players' own, or "Seat 1", "Seat 2 (bot)", … */
export function seatNames(setup: Setup): string[] {
  return setup.kinds.map((kind, seat) => {
    const name = cleanName(setup.names?.[seat]) || `Seat ${seat + 1}`;
    return kind === "bot" ? `${name} (bot)` : name;
  });
}
