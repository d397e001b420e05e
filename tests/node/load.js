// Loads the built package (pkg/) the way a Node 20 consumer does: its Node
// entry loads the wasm when imported.
import * as ruleshelf from "../../pkg/node.js";

export default ruleshelf;

/** Calls `fn` and returns the RulesError it throws (failing if it does not). */
export function refusal(fn) {
  try {
    fn();
  } catch (error) {
    if (!ruleshelf.isRulesError(error)) throw error;
    return error;
  }
  throw new Error("expected a RulesError");
}

/** A tiny seeded generator for choosing moves in tests. */
export function chooser(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}
