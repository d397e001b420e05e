// One match in memory: its record and the full state it replays to. The
// state never leaves this object except as a seat's view and events (or a
// spectator's). Every rule is the package's: this only calls it.
import { isDeepStrictEqual } from "node:util";
import {
  apply,
  events,
  isRulesError,
  legalActions,
  newGame,
  outcome,
  readView,
  revealed,
  toAct,
  viewText,
} from "./engine.js";
import type {
  Action,
  GameState,
  GameView,
  LogEntry,
  NewGameOptions,
  Outcome,
  ViewText,
} from "./engine.js";
import { MessageRefusal, type MessageErrorCode } from "./errors.js";
import type { MatchRecord } from "./store.js";
import type { PastMessage, ViewMessage } from "./protocol.js";

/**
 * The views of one position, one per seat asked for (and the spectators'),
 * each made once (as the engine's text, sent as it is), and each seat's
 * events so far.
 */
class Views {
  private readonly made = new Map<
    number | undefined,
    { view: ViewText | undefined; events: LogEntry[] }
  >();
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
    seen.view ??= viewText(this.state, seat);
    return seen as { view: ViewText; events: LogEntry[] };
  }
}

/** An action checked against the position, not played yet. */
export interface Step {
  next: GameState;
  action: Action;
  outcome: Outcome | undefined;
}

/** Every how many actions a position is kept, to review or take back from without replaying the whole match. */
const CHECKPOINT_EVERY = 32;

export class Match {
  private views: Views;
  /** The current position's seats to act and outcome, once asked. */
  private position: { toAct: number[]; outcome: Outcome | undefined } | undefined;
  /** The log's length before each action: action `n`'s entries are `log[marks[n]]` up to `marks[n + 1]`. */
  private readonly marks: number[] = [];
  /** The positions after 0, 32, 64… actions. */
  private readonly checkpoints: GameState[] = [];

  private constructor(
    readonly record: MatchRecord,
    private current: GameState,
  ) {
    this.views = new Views(current);
  }

  /** Rebuilds a match from its record: the same options, seed and actions give the same state. */
  static replay(record: MatchRecord): Match {
    const match = new Match(
      { ...record, actions: [], byBot: [] },
      newGame(record.game, record.options as NewGameOptions),
    );
    match.checkpoints.push(match.current);
    for (const [n, action] of record.actions.entries()) {
      match.advance(action, apply(match.current, action as never), record.byBot[n] ?? false);
    }
    match.views = new Views(match.current);
    return match;
  }

  /** Moves on to `next`, the position after `action` (the views are the caller's). */
  private advance(action: Action, next: GameState, byBot: boolean): void {
    this.marks.push(this.current.log.length);
    this.record.actions.push(action);
    this.record.byBot.push(byBot);
    this.current = next;
    this.position = undefined;
    if (this.turn % CHECKPOINT_EVERY === 0) this.checkpoints.push(next);
  }

  /** The position after `turn` actions (at most the current turn). */
  private stateAt(turn: number): GameState {
    if (turn === this.turn) return this.current;
    const at = Math.floor(turn / CHECKPOINT_EVERY);
    let state = this.checkpoints[at]!;
    for (let n = at * CHECKPOINT_EVERY; n < turn; n++)
      state = apply(state, this.record.actions[n] as never);
    return state;
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
    return (this.position ??= { toAct: toAct(this.current), outcome: outcome(this.current) })
      .outcome;
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
      throw new MessageRefusal(
        "StaleTurn",
        `the position has changed since turn ${turn} (it is turn ${this.turn} now)`,
      );
    }
    if (action.seat !== undefined && action.seat !== seat) {
      throw new MessageRefusal(
        "WrongSeat",
        `you play seat ${seat}, not seat ${String(action.seat)}`,
      );
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
      if (isRulesError(error))
        throw new MessageRefusal(error.code as MessageErrorCode, error.message);
      throw error;
    }
    const own = this.listed(listed, played, next);
    if (!own)
      throw new MessageRefusal(
        "IllegalAction",
        "that action is not one of the legal actions of this position",
      );
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
    const alike = listed.filter((legal) =>
      Object.entries(legal).every(([key, value]) => isDeepStrictEqual(sent[key], value)),
    );
    const leadingThere = (legal: Action) => {
      try {
        return apply(this.current, legal as never).data === next.data;
      } catch {
        return false;
      }
    };
    return (
      alike.find(leadingThere) ??
      listed.find((legal) => !alike.includes(legal) && leadingThere(legal))
    );
  }

  /** Plays what `tryAction` made (once it is stored); `byBot` when a bot chose it. */
  commit({ next, action }: Step, byBot: boolean): void {
    this.advance(action, next, byBot);
    this.views = this.views.next(next);
  }

  /**
   * Where an undo by `seat` would take the match back to: its last decision,
   * with the bots' replies to it (Board Game Arena's policy, as the offline
   * table's). Refused (`NotUndoable`, saying which rule) once the match is
   * over, when another player has moved since, and when the decision or a
   * reply showed `seat` something hidden or left to chance (the rules say
   * which log entries do).
   */
  takeBackFrom(seat: number): number {
    if (this.over)
      throw new MessageRefusal("NotUndoable", "the match is over: nothing can be taken back");
    let from = this.turn - 1;
    while (from >= 0 && this.record.byBot[from]) from--;
    const decision = this.record.actions[from] as { seat?: number } | undefined;
    if (!decision)
      throw new MessageRefusal("NotUndoable", "you have made no decision to take back");
    if (decision.seat !== seat) {
      throw new MessageRefusal(
        "NotUndoable",
        "another player has moved since your last decision: only the last decision can be taken back",
      );
    }
    if (revealed(this.current, seat, this.marks[from]!)) {
      throw new MessageRefusal(
        "NotUndoable",
        from === this.turn - 1
          ? "your last decision revealed something hidden or left something to chance: it cannot be taken back"
          : "your last decision, or a bot's reply to it, revealed something hidden or left something to chance: it cannot be taken back",
      );
    }
    return from;
  }

  /** Takes the match back to the position after `turn` actions (an undo the store has made already). */
  rewind(turn: number): void {
    this.current = this.stateAt(turn);
    this.record.actions.length = turn;
    this.record.byBot.length = turn;
    this.marks.length = turn;
    this.checkpoints.length = Math.floor(turn / CHECKPOINT_EVERY) + 1;
    this.position = undefined;
    this.views = new Views(this.current);
  }

  /** `seat`'s view (a spectator's without one) of the position after `turn` actions, and how many log entries it had seen then. */
  pastOf(turn: number, seat: number | undefined): PastMessage {
    if (turn === this.turn) {
      const now = this.views.of(seat);
      return { turn, view: now.view, entries: now.events.length };
    }
    const state = this.stateAt(turn);
    return { turn, view: viewText(state, seat), entries: events(state, seat).length };
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
  viewOf(seat: number): GameView {
    return readView(this.views.of(seat).view);
  }

  /** The options as players may see them: the seed only once the match has ended. */
  publicOptions(): Record<string, unknown> {
    if (this.over) return { ...this.record.options };
    const { seed: _seed, ...rest } = this.record.options;
    return rest;
  }
}
