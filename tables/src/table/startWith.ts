// What to touch first, said when a touch lands on a later part of a move
// (directPlay's `startWith`), in the card tables' words.

/** Moves that start with a card of the hand: "Pick a card from your hand first". */
export function handFirst(keys: readonly string[]): string | undefined {
  if (keys.length === 0 || !keys.every((key) => key.startsWith("hand:"))) return undefined;
  return keys.length === 1
    ? "Pick the lit card in your hand first, then touch here."
    : "Pick a card from your hand first (the lit ones can go here), then touch here.";
}
