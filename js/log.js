// A state's event log, built when it is first read. A state made by `apply`
// keeps the log before it (built or not) and the entries its step added, so
// a step costs the same however long the log has grown, and a log nobody
// reads is never built.

export class Log {
  #before;
  #added;
  #entries;
  /** How many entries it has, built or not. */
  length;

  /** The entries of `before` (a `Log`), then `added` (an array). */
  constructor(before, added) {
    this.#before = before;
    this.#added = added;
    this.length = before === undefined ? 0 : before.length + added.length;
  }

  /** A log of `entries` (an array, kept as it is). */
  static of(entries) {
    const log = new Log(undefined, undefined);
    log.#entries = entries;
    log.length = entries.length;
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
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- a walk down the chain from this log
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

  /**
   * The entries from index `from` (0 to `length`) on, in a new array,
   * without building the log: only the steps after `from` are read, so the
   * cost is that of the tail however long the log is.
   */
  since(from) {
    if (this.#entries !== undefined) return this.#entries.slice(from);
    const steps = [];
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- a walk down the chain from this log
    let log = this;
    // Each unbuilt log holds its step's entries, the last `added.length` of its `length`.
    for (; log.#entries === undefined && log.length - log.#added.length >= from; log = log.#before)
      steps.push(log.#added);
    const tail =
      log.#entries !== undefined
        ? log.#entries.slice(from)
        : log.#added.slice(from - (log.length - log.#added.length));
    for (let i = steps.length - 1; i >= 0; i--) {
      for (const entry of steps[i]) tail.push(entry);
    }
    return tail;
  }
}
