// A state's event log, built when it is first read. A state made by `apply`
// keeps the log before it (built or not) and the entries its step added, so
// a step costs the same however long the log has grown, and a log nobody
// reads is never built.

export class Log {
  #before;
  #added;
  #entries;

  /** The entries of `before` (a `Log`), then `added` (an array). */
  constructor(before, added) {
    this.#before = before;
    this.#added = added;
  }

  /** A log of `entries` (an array, kept as it is). */
  static of(entries) {
    const log = new Log(undefined, undefined);
    log.#entries = entries;
    return log;
  }

  /** The entries, if built. */
  get built() {
    return this.#entries;
  }

  /**
   * The entries, built the first time: those of the newest built log
   * before this one, then every step's since, in one new array.
   */
  entries() {
    if (this.#entries === undefined) {
      const steps = [];
      let log = this;
      for (; log.#entries === undefined; log = log.#before) steps.push(log.#added);
      const entries = log.#entries.slice();
      for (let i = steps.length - 1; i >= 0; i--) {
        for (const entry of steps[i]) entries.push(entry);
      }
      this.#entries = entries;
      this.#before = this.#added = undefined;
    }
    return this.#entries;
  }
}
