// One match in memory: its record and the full state it replays to. The
// state never leaves this object except as a seat's view and events (or a
// spectator's). Every rule is the package's: this only calls it.
import { isDeepStrictEqual } from "node:util";
import { apply, events, isRulesError, legalActions, newGame, outcome, toAct, view } from "./engine.js";
import type { Action, GameState, LogEntry, NewGameOptions, Outcome } from "./engine.js";
import { MessageRefusal, type MessageErrorCode } from "./errors.js";
import type { MatchRecord } from "./store.js";
import type { ViewMessage } from "./protocol.js";

/**
 * The views of one position, one per seat asked for (and the spectators'),
 * each made once, and each seat's events so far.
 */
class Views {
  private readonly made = new Map<number | undefined, { view: ViewMessage["view"] | undefined; events: LogEntry[] }>();
  constructor(private readonly state: GameState) {}

  /**
   * The views of `state`, the position after this one: the events of every
   * seat asked for here are carried on, adding only what the step added
   * (filtered from the old log's end on), not the whole log filtered again.
   */
  next(state: GameState): Views {
    const after = new Views(state);
    if (this.made.size > 0) {
      const from = this.state.log.length;
      // The arrays are this position's no more: they grow in place.
      for (const [seat, seen] of this.made) {
        for (const entry of events(state, seat, from)) seen.events.push(entry);
        after.made.set(seat, { view: undefined, events: seen.events });
      }
    }
    return after;
  }

  of(seat: number | undefined) {
    let seen = this.made.get(seat);
    if (!seen) {
      seen = { view: undefined, events: events(this.state, seat) };
      this.made.set(seat, seen);
    }
    seen.view ??= view(this.state, seat);
    return seen as { view: ViewMessage["view"]; events: LogEntry[] };
  }
}

/** An action checked against the position, not played yet. */
export interface Step {
  next: GameState;
  action: Action;
  outcome: Outcome | undefined;
}

export class Match {
  private views: Views;
  /** The current position's seats to act and outcome, once asked. */
  private position: { toAct: number[]; outcome: Outcome | undefined } | undefined;

  private constructor(
    readonly record: MatchRecord,
    private current: GameState,
  ) {
    this.views = new Views(current);
  }

  /** Rebuilds a match from its record: the same options, seed and actions give the same state. */
  static replay(record: MatchRecord): Match {
    let state = newGame(record.game, record.options as NewGameOptions);
    for (const action of record.actions) state = apply(state, action as never);
    return new Match({ ...record, actions: [...record.actions] }, state);
  }

  get id(): string {
    return this.record.id;
  }

  /** How many actions have been accepted: the number a client's `act` names. */
  get turn(): number {
    return this.record.actions.length;
  }

  /** Who must decide now: asked of the engine once a position (every view message carries it). */
  get toAct(): number[] {
    return (this.position ??= { toAct: toAct(this.current), outcome: outcome(this.current) }).toAct;
  }

  get outcome() {
    return (this.position ??= { toAct: toAct(this.current), outcome: outcome(this.current) }).outcome;
  }

  get over(): boolean {
    return this.outcome !== undefined;
  }

  /**
   * The state after `action` played by `seat`, from the view of `turn`,
   * without playing it yet (see `commit`). The action is the seat's: one
   * naming another seat is refused. The step's action is the engine's own
   * (one `legalActions` lists), never what the client sent: fields the
   * engine does not read are not kept, stored or published. Throws a
   * `MessageRefusal`.
   */
  tryAction(seat: number, action: Record<string, unknown>, turn: number): Step {
    if (turn !== this.turn) {
      throw new MessageRefusal("StaleTurn", `the position has changed since turn ${turn} (it is turn ${this.turn} now)`);
    }
    if (action.seat !== undefined && action.seat !== seat) {
      throw new MessageRefusal("WrongSeat", `you play seat ${seat}, not seat ${String(action.seat)}`);
    }
    const played = { ...action, game: this.record.game, seat } as unknown as Action;
    const listed = legalActions(this.current) as readonly Action[];
    // What a client sends as it was listed is that listed action: played
    // once, as the engine's own (the usual case, so one `apply`).
    const same = listed.find((legal) => isDeepStrictEqual(legal, played));
    if (same) {
      const next = apply(this.current, same as never);
      return { next, action: same, outcome: outcome(next) };
    }
    let next: GameState;
    try {
      next = apply(this.current, played as never);
    } catch (error) {
      if (isRulesError(error)) throw new MessageRefusal(error.code as MessageErrorCode, error.message);
      throw error;
    }
    const own = this.listed(listed, played, next);
    if (!own) throw new MessageRefusal("IllegalAction", "that action is not one of the legal actions of this position");
    return { next, action: own, outcome: outcome(next) };
  }

  /**
   * The legal action `played` (not as listed: with extra fields, say)
   * stands for: a listed action that leads to the same state `next`, looked
   * for first among those whose every field `played` has alike, then among
   * all.
   */
  private listed(listed: readonly Action[], played: Action, next: GameState): Action | undefined {
    const sent = played as unknown as Record<string, unknown>;
    const alike = listed.filter((legal) => Object.entries(legal).every(([key, value]) => isDeepStrictEqual(sent[key], value)));
    const leadingThere = (legal: Action) => {
      try {
        return apply(this.current, legal as never).data === next.data;
      } catch {
        return false;
      }
    };
    return alike.find(leadingThere) ?? listed.find((legal) => !alike.includes(legal) && leadingThere(legal));
  }

  /** Plays what `tryAction` made (once it is stored). */
  commit({ next, action }: Step): void {
    this.record.actions.push(action);
    this.current = next;
    this.position = undefined;
    this.views = this.views.next(next);
  }

  /** The `view` message for `seat` (a spectator's without one), its log entries from `from` on. */
  message(seat: number | undefined, from = 0): ViewMessage {
    const seen = this.views.of(seat);
    const start = Math.min(from, seen.events.length);
    const result = this.outcome;
    return {
      turn: this.turn,
      view: seen.view,
      from: start,
      events: seen.events.slice(start),
      toAct: this.toAct,
      outcome: result ?? null,
    };
  }

  /** The view `seat` has now (what a bot decides from). */
  viewOf(seat: number) {
    return this.views.of(seat).view;
  }

  /** The options as players may see them: the seed only once the match has ended. */
  publicOptions(): Record<string, unknown> {
    if (this.over) return { ...this.record.options };
    const { seed: _seed, ...rest } = this.record.options;
    return rest;
  }
}
