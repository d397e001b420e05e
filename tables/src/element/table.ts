// <ruleshelf-table>: a playable game in any page, from one tag.
//
//   <script type="module" src="…/ruleshelf/table.js"></script>
//   <ruleshelf-table game="ruse-and-bruise" seats="3" you="0" bots="1,2"></ruleshelf-table>
//
// This module is the element's shell alone: it reads the attributes and
// shows that the table is loading; React, the tables and the game's own
// table and wasm load when a table first connects (the game's only).
import type { Outcome } from "ruleshelf";
import type { EmbeddedTableProps, MoveDetail, TableError } from "../embed/EmbeddedTable";
import type { BotStrength } from "../play/useBot";
import type { MotionChoice, Pace } from "../table/settings";
import type { Mounted } from "./mount";
import { afterPageScripts } from "./pageScripts";

const ATTRIBUTES = [
  "game",
  "seats",
  "you",
  "bots",
  "bot-strength",
  "options",
  "seed",
  "names",
  "motion",
  "bot-pace",
  "save-key",
  "save",
  "theme",
  "server",
  "invite",
] as const;

/** A mistake in an attribute, shown in the table's box and sent as an `error` event. */
class AttributeError extends Error {
  constructor(
    message: string,
    readonly code: TableError["code"] = "InvalidAttribute",
  ) {
    super(message);
  }
}

function seatList(text: string, name: string): number[] {
  const seats = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (seats.some((seat) => !Number.isInteger(seat)))
    throw new AttributeError(
      `${name}="${text}": give seat numbers from 0, separated by commas.`,
      "InvalidSeat",
    );
  return seats;
}

function wholeNumber(text: string, name: string): number {
  const value = Number(text);
  if (text.trim() === "" || !Number.isInteger(value))
    throw new AttributeError(`${name}="${text}": give a whole number.`);
  return value;
}

function oneOf<T extends string>(text: string, name: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(text))
    throw new AttributeError(`${name}="${text}": give one of ${allowed.join(", ")}.`);
  return text as T;
}

/** The events a table sends, with their `detail`. */
export interface RuleshelfTableEventMap extends Omit<HTMLElementEventMap, "error"> {
  /** A move was made (by anyone): the action, the public view after it, the number of moves. */
  move: CustomEvent<MoveDetail>;
  /** The game ended: its outcome. */
  end: CustomEvent<Outcome>;
  /** The table could not be set up, load or go on: the reason, with its `code`. */
  error: CustomEvent<TableError>;
}

/**
 * Where there is no DOM (a server rendering the page), the module still
 * imports: the class extends a stand-in and the element is not defined.
 */
const Base: typeof HTMLElement =
  typeof HTMLElement === "undefined" ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

export class RuleshelfTableElement extends Base {
  static observedAttributes = ATTRIBUTES;
  /** The game, by id (`"ruleta-rusa"`, …). */
  declare game: string | undefined;
  /** How many seats. */
  declare seats: number | undefined;
  /** The seats played at this device, from 0 (several: hot-seat). */
  declare you: number[] | undefined;
  /** The seats the bots play. */
  declare bots: number[] | undefined;
  declare botStrength: BotStrength | undefined;
  /** The game's options (its `newGame` options but the seats and the seed). */
  declare options: Record<string, unknown> | undefined;
  declare seed: number | undefined;
  /** The players' names, seat by seat (shown in the table, where seats count from 1). */
  declare names: string[] | undefined;
  declare motion: MotionChoice | undefined;
  /** A pace's name, or a bot's wait in ms. */
  declare botPace: Pace | number | undefined;
  /** Where the game is kept in the page's storage, to resume it on the next visit. */
  declare saveKey: string | undefined;
  declare theme: "light" | "dark" | "auto" | undefined;
  /** The game server's address, for online play (with `invite`). */
  declare server: string | undefined;
  /** The match's invite link (or its token), for online play (with `server`). */
  declare invite: string | undefined;
  declare addEventListener: (<K extends keyof RuleshelfTableEventMap>(
    type: K,
    listener: (this: RuleshelfTableElement, event: RuleshelfTableEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ) => void) &
    ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => void);
  declare removeEventListener: (<K extends keyof RuleshelfTableEventMap>(
    type: K,
    listener: (this: RuleshelfTableElement, event: RuleshelfTableEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ) => void) &
    ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | EventListenerOptions,
    ) => void);
  /** The last error the table sent (its `error` event's detail), until it plays again. */
  lastError: TableError | undefined;
  readonly #shadow: ShadowRoot;
  readonly #container: HTMLDivElement;
  #mounted: Promise<Mounted> | undefined;
  #connected = false;
  #scheduled = false;

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: "open" });
    this.#container = document.createElement("div");
    this.#container.style.height = "100%";
    // Until the tables' styles arrive: a box and a word, in the page's font nowhere.
    const style = document.createElement("style");
    style.textContent =
      ":host{display:block;position:relative;height:36rem;max-width:100%}.rs-wait{font:16px/1.4 system-ui,sans-serif;color:#6b675e;padding:1rem;margin:0}";
    this.#shadow.append(style, this.#container);
  }

  connectedCallback(): void {
    this.#connected = true;
    this.#schedule();
  }

  disconnectedCallback(): void {
    this.#connected = false;
    // Unmounted after the current task: an element moved in the page
    // (disconnected, then connected again at once) keeps its game.
    queueMicrotask(() => {
      if (this.#connected || !this.#mounted) return;
      const mounted = this.#mounted;
      this.#mounted = undefined;
      void mounted.then((table) => table.unmount());
    });
  }

  attributeChangedCallback(): void {
    this.#schedule();
  }

  /** Renders once per task, however many attributes changed. */
  #schedule(): void {
    if (this.#scheduled || !this.#connected) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      if (this.#connected) void this.#render();
    });
  }

  async #render(): Promise<void> {
    let props: EmbeddedTableProps;
    try {
      props = this.#props();
    } catch (error) {
      if (!(error instanceof AttributeError)) throw error;
      this.#fail({ message: error.message, code: error.code });
      return;
    }
    // Set up anew: an error of the attributes before is gone.
    this.lastError = undefined;
    if (!this.#mounted) {
      this.#container.innerHTML = '<p class="rs-wait" role="status">Loading the table…</p>';
      this.#mounted = import("./mount").then(({ mount }) => {
        this.#container.replaceChildren();
        return mount(this.#shadow, this.#container);
      });
    }
    try {
      (await this.#mounted).render(props);
    } catch (error) {
      this.#fail({
        message: `The table could not load: ${error instanceof Error ? error.message : String(error)}`,
        code: "LoadFailed",
      });
    }
  }

  #fail(error: TableError): void {
    const mounted = this.#mounted;
    this.#mounted = undefined;
    void mounted?.then((table) => table.unmount());
    const line = document.createElement("p");
    line.className = "rs-wait";
    line.setAttribute("role", "alert");
    line.dataset.testid = "table-error";
    line.textContent = error.message;
    this.#container.replaceChildren(line);
    this.#report(error);
  }

  /**
   * Sends an `error` event, once the page's own scripts have run (a
   * listener added after the element's script hears it too), and keeps it
   * in `lastError`.
   */
  #report(error: TableError): void {
    this.lastError = error;
    void afterPageScripts().then(() =>
      this.dispatchEvent(new CustomEvent("error", { detail: error, bubbles: true })),
    );
  }

  #props(): EmbeddedTableProps {
    const read = (name: (typeof ATTRIBUTES)[number]) => this.getAttribute(name) ?? undefined;
    const game = read("game");
    const server = read("server");
    const invite = read("invite");
    const online = server !== undefined || invite !== undefined;
    if (!game && !online)
      throw new AttributeError(
        'Say which game: <ruleshelf-table game="ruleta-rusa">.',
        "UnknownGame",
      );
    const props: EmbeddedTableProps = {
      // Online, the game is the match's.
      game: game ?? "",
      onMove: (detail) => this.dispatchEvent(new CustomEvent("move", { detail, bubbles: true })),
      onEnd: (outcome) =>
        this.dispatchEvent(new CustomEvent("end", { detail: outcome, bubbles: true })),
      onError: (error) => this.#report(error),
    };
    const seats = read("seats");
    if (seats !== undefined) props.seats = wholeNumber(seats, "seats");
    const you = read("you");
    if (you !== undefined) props.you = seatList(you, "you");
    const bots = read("bots");
    if (bots !== undefined) props.bots = seatList(bots, "bots");
    const strength = read("bot-strength");
    if (strength !== undefined)
      props.botStrength = oneOf(strength, "bot-strength", ["easy", "normal", "hard"] as const);
    const options = read("options");
    if (options !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(options);
      } catch {
        throw new AttributeError(
          `options='${options}' is not JSON: give an object, e.g. options='{"vixen": true}'.`,
        );
      }
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        throw new AttributeError("options must be a JSON object.");
      props.options = parsed as Record<string, unknown>;
    }
    const seed = read("seed");
    if (seed !== undefined) props.seed = wholeNumber(seed, "seed");
    const names = read("names");
    if (names !== undefined) props.names = names.split(",").map((name) => name.trim());
    const motion = read("motion");
    if (motion !== undefined)
      props.motion = oneOf(motion, "motion", ["system", "on", "off"] as const);
    const pace = read("bot-pace");
    if (pace !== undefined)
      props.botPace = /^\d+$/.test(pace)
        ? Number(pace)
        : oneOf(pace, "bot-pace", ["instant", "normal", "slow"] as const);
    const theme = read("theme");
    if (theme !== undefined)
      props.theme = oneOf(theme, "theme", ["light", "dark", "auto"] as const);
    // Saving follows `save-key` alone (an `id` is the page's, for its CSS and scripts).
    const key = read("save-key");
    if (key !== undefined && read("save") !== "off") props.saveKey = `table:${key}`;
    if (online) {
      if (server === undefined || invite === undefined)
        throw new AttributeError("Online play needs both server and invite.");
      props.online = { server, invite };
    }
    return props;
  }

  async #handle() {
    const table = (await this.#mounted)?.handle();
    if (!table) throw new Error("The table is not ready yet.");
    return table;
  }

  /** The game so far, as a replay (the demo's replay file format). */
  async save() {
    return (await this.#handle()).save();
  }

  /** Plays on from a replay (an object or its JSON text). */
  async load(saved: unknown): Promise<void> {
    (await this.#handle()).load(saved);
  }

  /** Takes back the last decision, as the table's Undo would; false when none may be. */
  async undo(): Promise<boolean> {
    return (await this.#handle()).undo();
  }

  /** Starts again: the same seats and options, a new seed unless `seed` is set. */
  async restart(): Promise<void> {
    (await this.#handle()).restart();
  }
}

// Properties matching the attributes (`table.seats = 3`, `table.options = { … }`).
for (const name of ATTRIBUTES) {
  const property = name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  if (property === "id" || property in RuleshelfTableElement.prototype) continue;
  Object.defineProperty(RuleshelfTableElement.prototype, property, {
    get(this: HTMLElement) {
      const value = this.getAttribute(name);
      if (value === null) return undefined;
      if (name === "options") {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return undefined;
        }
      }
      if (name === "you" || name === "bots")
        return value
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number);
      if (name === "names") return value.split(",").map((one) => one.trim());
      if (name === "seats" || name === "seed" || (name === "bot-pace" && /^\d+$/.test(value)))
        return Number(value);
      return value;
    },
    set(this: HTMLElement, value: unknown) {
      if (value === undefined || value === null) this.removeAttribute(name);
      else if (name === "options") this.setAttribute(name, JSON.stringify(value));
      else if (Array.isArray(value)) this.setAttribute(name, value.join(","));
      else this.setAttribute(name, String(value));
    },
  });
}

if (typeof customElements !== "undefined" && !customElements.get("ruleshelf-table"))
  customElements.define("ruleshelf-table", RuleshelfTableElement);

declare global {
  interface HTMLElementTagNameMap {
    "ruleshelf-table": RuleshelfTableElement;
  }
}
