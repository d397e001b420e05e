// Direct play: every legal action is made on the drawn table. Each element
// a seat can touch ("spot") is keyed by the engine's target id for it; the
// engine says which targets an action is made on, in the order they are
// touched (`targets`). The hook then tells each spot what a touch does now
// — play an action, pick the first part of one (the next parts light up),
// or say why nothing can be done there: the engine's answer from the
// view (`explain`), the same offline and online. The table guesses nothing.
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import type { Answer, GameView } from "ruleshelf";
import { explain, targets } from "../engine";
import "./table.css";

/** The keys of the spots an action is made on, in the order they are touched. */
export type Path = readonly string[];

/**
 * What a touch on a spot does now: play an action, pick the first part of
 * one, go on with the part picked ("target"), drop the pick ("picked"), or
 * nothing but explain why ("idle").
 */
export type SpotState = "play" | "pick" | "target" | "picked" | "idle";

/** A refusal in the rulebook's words: the rule, and the heading it sits under. */
export interface Refusal {
  rule: string;
  heading?: string;
}

/** What the table says after a touch: why not, or a warning to confirm. */
export type Notice =
  | { tone: "why"; text: string; heading?: string; at: string }
  | { tone: "warn"; text: string; at: string; confirm: () => void };

export interface DirectPlayConfig<A> {
  /** The view drawn: the engine answers "why not?" from it. */
  view: GameView;
  /** Display names, one per seat (for "Seat 2 is to act now"). */
  names: readonly string[];
  /** The actions the seat at the device may play now (none when it may not act). */
  actions: readonly A[];
  /**
   * The keys of the spots `action` is made on, in order (one key: a touch
   * plays it). By default the engine's targets of the action, which is what
   * every table uses: a spot's key is its target id.
   */
  pathOf?: (action: A) => Path;
  /** An action in words, as the spot that plays it announces it. */
  describe: (action: A) => string;
  onAct: (action: A) => void;
  /** A warning to confirm before playing `action` (a rule that bites when the turn ends). */
  warn?: (action: A) => string | undefined;
  /**
   * Said on every touch that plays nothing while the table itself holds
   * play (a round's scoring to read first): a pause of the table's, not a
   * rule, so the engine is not asked.
   */
  paused?: string;
  /**
   * What to touch first, in the table's words, when a touch lands on a
   * later part of a move: given the keys of the parts those moves start
   * with ("hand:…" for every card that could go there), a sentence such as
   * "Pick a card from your hand first". Absent (or undefined for these
   * keys): "Start that move with its first part (lit) first."
   */
  startWith?: (firstKeys: readonly string[]) => string | undefined;
}

export interface SpotOptions {
  /**
   * What the element is, in words said after its visible text ("in your
   * hand"); the spot's accessible name is its visible text, this label,
   * then what a touch does (": Use Reorder", ": pick").
   */
  label: string;
  /** A tooltip (a card's full text). */
  tip?: string;
  className?: string;
}

/** Props to spread on the `<button>` that draws a spot. */
export interface SpotProps {
  type: "button";
  className: string;
  "data-spot": string;
  "data-play": SpotState;
  "data-tip"?: string;
  "aria-pressed"?: boolean;
  "aria-disabled"?: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** A spot's props, and the words to say after its visible text (in a visually hidden span). */
export interface SpotView {
  props: SpotProps;
  said: string;
}

export interface DirectPlay<A> {
  /** The keys picked so far (empty: nothing picked). */
  picked: Path;
  /**
   * When the pick is the whole path of several actions (a troop or the
   * leader moved the same way), or of one while others go on from it,
   * those actions: `<PickOptions>` lists them and `choose` plays one.
   */
  options: readonly A[];
  /** Plays one of `options` (after its warning, if any). */
  choose: (action: A) => void;
  /** The keys a touch plays or picks now, or goes on with (for a table's tabs: where the moves are). */
  live: ReadonlySet<string>;
  /** What a touch on `key` does now. */
  stateOf: (key: string) => SpotState;
  /** Props and words for the button that draws the spot `key` (the `Spot` component uses them). */
  spot: (key: string, options: SpotOptions) => SpotView;
  /** The actions the current pick can still lead to (all of them when nothing is picked). */
  reachable: readonly A[];
  /** Drops the pick. */
  cancel: () => void;
  /** What the table says after the last touch, if anything. */
  notice: Notice | undefined;
  dismiss: () => void;
}

function startsWith(path: Path, prefix: Path): boolean {
  return prefix.every((key, index) => path[index] === key);
}

/** The refusal's rule as a sentence: capitalised, with its full stop (the heading is shown beside it). */
export function refusalText(refusal: Refusal): string {
  const rule = refusal.rule.charAt(0).toUpperCase() + refusal.rule.slice(1);
  return /[.!?]$/.test(rule) ? rule : `${rule}.`;
}

/** Names in a list: "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length < 2
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * The engine's answer to a touch, as the table says it: the reason and
 * its rulebook heading, or nothing for a target that can be played (the
 * device does not take moves now: a bot's turn, a device being passed).
 */
export function answerNotice(answer: Answer, names: readonly string[]): Refusal {
  switch (answer.type) {
    case "gameOver":
      return { rule: "The game is over." };
    case "spectator":
      return { rule: "You are watching: spectators touch nothing." };
    case "otherSeats": {
      const who = answer.seats.map((seat) => names[seat] ?? `Seat ${seat + 1}`);
      return { rule: `${listed(who)} ${who.length === 1 ? "is" : "are"} to act now, not you.` };
    }
    case "playable":
      return { rule: "Not now: the table is not taking moves from this device yet." };
    default:
      return { rule: refusalText(answer), heading: answer.heading };
  }
}

/** The engine's targets of an action, as a path of spot keys. */
const targetsPath = (action: unknown): Path => targets(action as Parameters<typeof targets>[0]);

export function useDirectPlay<A>(config: DirectPlayConfig<A>): DirectPlay<A> {
  const {
    view,
    names,
    actions,
    pathOf = targetsPath,
    describe,
    onAct,
    warn,
    paused,
    startWith,
  } = config;
  const paths = useMemo(() => actions.map(pathOf), [actions, pathOf]);
  // A pick lives for one decision: a new list of actions drops it.
  const decision = useMemo(() => paths.map((path) => path.join(">")).join("|"), [paths]);
  const [pick, setPick] = useState<{ decision: string; path: Path }>();
  const [notice, setNotice] = useState<Notice & { decision: string }>();
  const picked: Path = pick && pick.decision === decision ? pick.path : [];
  const shown = notice && notice.decision === decision ? notice : undefined;

  const matching = useCallback(
    (prefix: Path) => paths.flatMap((path, index) => (startsWith(path, prefix) ? [index] : [])),
    [paths],
  );
  const nextKeys = useCallback(
    (prefix: Path) =>
      new Set(matching(prefix).flatMap((index) => paths[index]?.[prefix.length] ?? [])),
    [matching, paths],
  );
  /** The actions whose whole path `prefix` is. */
  const completions = useCallback(
    (prefix: Path) =>
      matching(prefix).flatMap((i) =>
        paths[i]?.length === prefix.length ? (actions[i] ?? []) : [],
      ),
    [matching, paths, actions],
  );
  /**
   * The one action that `prefix` completes, if exactly one does and no
   * longer path goes on from it (else a touch picks, and `options` lists
   * the moves it completes beside the spots that go on).
   */
  const complete = useCallback(
    (prefix: Path) => {
      const found = completions(prefix);
      return found.length === 1 && matching(prefix).length === 1 ? found[0] : undefined;
    },
    [completions, matching],
  );

  const firstKeys = useMemo(() => nextKeys([]), [nextKeys]);
  const following = useMemo(() => nextKeys(picked), [nextKeys, picked]);

  /** The pick a touch on `key` would make (the whole path up to it). */
  const pathTo = useCallback(
    (key: string): Path | undefined => {
      if (picked.length > 0 && following.has(key)) return [...picked, key];
      if (firstKeys.has(key)) return [key];
      return undefined;
    },
    [picked, following, firstKeys],
  );

  const stateOf = useCallback(
    (key: string): SpotState => {
      if (picked.includes(key)) return "picked";
      const path = pathTo(key);
      if (!path) return "idle";
      if (path.length > 1) return "target";
      return complete(path) !== undefined ? "play" : "pick";
    },
    [picked, pathTo, complete],
  );

  const cancel = useCallback(() => setPick(undefined), []);
  const dismiss = useCallback(() => setNotice(undefined), []);

  // Keyboard: after a pick, focus goes to the first part that may follow;
  // Escape drops the pick, and focus goes back to what was picked first.
  // Looked for in the root of the spot last touched: the table's own
  // shadow root when it is embedded (a page may hold several tables).
  const pickKey = picked.join(">");
  const dropped = useRef<string | undefined>(undefined);
  const root = useRef<Document | ShadowRoot | undefined>(undefined);
  useEffect(() => {
    const within = root.current ?? document;
    if (pickKey === "") {
      const key = dropped.current;
      dropped.current = undefined;
      if (key !== undefined)
        within.querySelector<HTMLElement>(`[data-spot="${CSS.escape(key)}"]`)?.focus();
      return;
    }
    within.querySelector<HTMLElement>('[data-play="target"]')?.focus();
    const onKey = (event: Event) => {
      if (!(event instanceof KeyboardEvent) || event.key !== "Escape") return;
      dropped.current = pickKey.split(">")[0];
      setPick(undefined);
    };
    within.addEventListener("keydown", onKey);
    return () => within.removeEventListener("keydown", onKey);
  }, [pickKey]);

  const play = (action: A, at: string) => {
    const warning = warn?.(action);
    if (warning && !(shown?.tone === "warn" && shown.at === at)) {
      setNotice({
        tone: "warn",
        text: warning,
        at,
        decision,
        confirm: () => {
          setNotice(undefined);
          setPick(undefined);
          onAct(action);
        },
      });
      return;
    }
    setNotice(undefined);
    setPick(undefined);
    onAct(action);
  };

  const pickOptions = useMemo(() => {
    const found = picked.length > 0 ? completions(picked) : [];
    return found.length > 1 || (found.length === 1 && matching(picked).length > 1) ? found : [];
  }, [picked, completions, matching]);

  const touch = (key: string) => {
    const state = stateOf(key);
    if (state === "picked") {
      setNotice(undefined);
      setPick({ decision, path: picked.slice(0, picked.indexOf(key)) });
      return;
    }
    const path = pathTo(key);
    if (path) {
      const action = complete(path);
      if (action !== undefined) play(action, key);
      else {
        setNotice(undefined);
        setPick({ decision, path });
      }
      return;
    }
    let refusal: Refusal;
    if (paused !== undefined) refusal = { rule: paused };
    else
      try {
        const answer = explain(view, key as never);
        // Playable, but not from here: it is a later part of moves that
        // start elsewhere. Said as what to touch first (every first part
        // that leads here, in the table's words), never as one of the moves.
        const later =
          answer.type === "playable" && actions.length > 0 ? (answer.actions as A[]) : [];
        const firsts = [...new Set(later.flatMap((action) => pathOf(action)[0] ?? []))];
        refusal =
          later.length > 0
            ? {
                rule:
                  startWith?.(firsts) ??
                  "That comes later in a move: start the move with its first part (lit) first.",
              }
            : answerNotice(answer, names);
      } catch (failure) {
        // A spot whose key is no target of the game: a table's mistake, said as such.
        console.error(failure);
        refusal = { rule: "Nothing can be played there now." };
      }
    setNotice({ tone: "why", text: refusal.rule, heading: refusal.heading, at: key, decision });
  };

  const spot = (key: string, options: SpotOptions): SpotView => {
    const state = stateOf(key);
    const path = pathTo(key);
    const action = path ? complete(path) : undefined;
    let said = options.label ? `, ${options.label}` : "";
    if (action !== undefined) said += `: ${describe(action)}`;
    else if (state === "pick" || state === "target") said += ": pick";
    else if (state === "picked") said += ": picked (touch again to drop it)";
    return {
      props: {
        type: "button",
        className: `spot spot-${state}${action !== undefined && warn?.(action) ? " spot-warn" : ""}${options.className ? ` ${options.className}` : ""}`,
        "data-spot": key,
        "data-play": state,
        ...(options.tip ? { "data-tip": options.tip } : {}),
        ...(state === "picked" ? { "aria-pressed": true } : {}),
        ...(state === "idle" ? { "aria-disabled": true } : {}),
        onClick: (event) => {
          event.stopPropagation();
          root.current = event.currentTarget.getRootNode() as Document | ShadowRoot;
          touch(key);
        },
      },
      said,
    };
  };

  const reachable = useMemo(
    () => matching(picked).flatMap((index) => actions[index] ?? []),
    [matching, picked, actions],
  );
  const live = useMemo(
    () => new Set([...firstKeys, ...(picked.length > 0 ? following : [])]),
    [firstKeys, following, picked],
  );
  const choose = (action: A) => play(action, picked[picked.length - 1] ?? "");

  return {
    picked,
    options: pickOptions,
    choose,
    live,
    stateOf,
    spot,
    reachable,
    cancel,
    notice: shown,
    dismiss,
  };
}
