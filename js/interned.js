// Values the engine sends again and again as the same JSON text (action
// lists, a step's log entries): each distinct text is parsed once, and its
// value is frozen and shared.

/** Freezes `value` and everything in it; returns it. */
function deepFreeze(value) {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A copy of `text` that holds on to no larger string (a slice of a long
 * text, such as the entries cut from a step text, would keep all of it).
 */
function unshared(text) {
  return JSON.parse(JSON.stringify(text));
}

/**
 * A table of values by the text they were read from. A value is frozen: it
 * is shared by every caller that gets it, so nobody may change it.
 */
export class Interned {
  /** How many texts a table keeps before it starts afresh. */
  static LIMIT = 4096;
  #values = new Map();
  #read;
  #sliced;

  /**
   * `read` turns a text into its value (called once per distinct text);
   * `sliced` says the texts are cut from longer ones, so a text is kept as
   * a copy rather than with what it was cut from.
   */
  constructor(read, sliced = false) {
    this.#read = read;
    this.#sliced = sliced;
  }

  /** The frozen value of `text`. */
  of(text) {
    let value = this.#values.get(text);
    if (value === undefined) {
      if (this.#values.size >= Interned.LIMIT) this.#values.clear();
      value = deepFreeze(this.#read(text));
      this.#values.set(this.#sliced ? unshared(text) : text, value);
    }
    return value;
  }
}
