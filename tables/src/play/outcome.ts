// An outcome in words, for the end screens (hot-seat and online).
import type { Outcome } from "ruleshelf";

/** One side's place at the end: a seat, or the opponent the rules play. */
export interface Place {
  key: string;
  rank: number;
  name: string;
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * The headline ("Ana wins!") and every side's place. When `opponent` (the
 * name of an opponent the rules play, as RUSE's VIXEN) took part, its score
 * follows the seats' in `scores`; it shares no place, so its place is the one
 * no seat holds, and when it comes first no seat wins: it does.
 */
export function outcomeWords(
  result: Outcome,
  names: readonly string[],
  opponent?: string,
): { headline: string; places: Place[] } {
  const seatName = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;
  const places: Place[] = result.ranks.map((rank, seat) => ({
    key: `seat-${seat}`,
    rank,
    name: seatName(seat),
  }));
  const against = opponent !== undefined && result.scores.length > result.ranks.length;
  if (against) {
    const taken = new Set(result.ranks);
    let rank = 1;
    while (taken.has(rank)) rank++;
    places.push({ key: "opponent", rank, name: opponent });
  }
  places.sort((a, b) => a.rank - b.rank);
  const winners = result.winners.map(seatName);
  const headline =
    winners.length > 0
      ? `${listInWords(winners)} win${winners.length === 1 ? "s" : ""}!`
      : against && places[0]?.key === "opponent"
        ? `${opponent} ${opponent.startsWith("The ") ? "win" : "wins"}.`
        : "Nobody wins.";
  return { headline, places };
}
