// Values the engine numbers (see crates/wasm/src/known.rs): the legal
// actions of a state and the log entries of a step come back as the same
// text again and again, and the engine sends a text it has sent before as
// its number. Each number's value is read once, frozen and shared.

/** Freezes `value` and everything in it; returns it. */
function deepFreeze(value) {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A table of values by number. A value is frozen: it is shared by every
 * caller that gets it, so nobody may change it.
 */
export class Known {
  /** How many values a table keeps before it starts afresh. */
  static LIMIT = 4096;
  #values = new Map();
  #read;

  /** `read` turns a number into its value (called once per number). */
  constructor(read) {
    this.#read = read;
  }

  /** The frozen value numbered `number`. */
  of(number) {
    let value = this.#values.get(number);
    if (value === undefined) {
      if (this.#values.size >= Known.LIMIT) this.#values.clear();
      value = deepFreeze(this.#read(number));
      this.#values.set(number, value);
    }
    return value;
  }
}
