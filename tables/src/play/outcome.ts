// An outcome in words, for the end screens (hot-seat and online).
import type { Outcome } from "ruleshelf";
import { seatWords } from "../table/seats";

/** One side's place at the end: a seat, or the opponent the rules play. */
export interface Place {
  key: string;
  rank: number;
  /** "You" for the seat at the device, the seat's name otherwise. */
  name: string;
  /** The side's final score, as the game counts it. */
  score: number | undefined;
  /** The seat this place is (none for the opponent the rules play). */
  seat?: number;
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * The headline ("Ana wins!") and every side's place. When `opponent` (the
 * name of an opponent the rules play, as RUSE's VIXEN) took part, its score
 * follows the seats' in `scores`; it shares no place, so its place is the one
 * no seat holds, and when it comes first no seat wins: it does. The seat
 * at the device (`viewer`) is "You" ("You win!", "You and Ana win!").
 */
export function outcomeWords(
  result: Outcome,
  names: readonly string[],
  opponent?: string,
  viewer?: number,
): { headline: string; places: Place[] } {
  const words = seatWords(names, viewer);
  const places: Place[] = result.ranks.map((rank, seat) => ({
    key: `seat-${seat}`,
    rank,
    name: words.who(seat),
    score: result.scores[seat],
    seat,
  }));
  const against = opponent !== undefined && result.scores.length > result.ranks.length;
  if (against) {
    const taken = new Set(result.ranks);
    let rank = 1;
    while (taken.has(rank)) rank++;
    places.push({
      key: "opponent",
      rank,
      name: opponent,
      score: result.scores[result.ranks.length],
    });
  }
  places.sort((a, b) => a.rank - b.rank);
  // "You" first among the winners, then the others in seat order.
  const winners = [...result.winners]
    .sort((a, b) => Number(words.isYou(b)) - Number(words.isYou(a)))
    .map((seat) => words.who(seat));
  const plural = winners.length > 1 || result.winners.some(words.isYou);
  const headline =
    winners.length > 0
      ? `${listInWords(winners)} win${plural ? "" : "s"}!`
      : against && places[0]?.key === "opponent"
        ? `${opponent} ${opponent.startsWith("The ") ? "win" : "wins"}.`
        : "Nobody wins.";
  return { headline, places };
}
