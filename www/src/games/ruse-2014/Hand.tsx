// The hand of the seat at the device. A card with something to do is a
// button that picks it; the others are drawn only.
import type { Ruse2014Card } from "ruleshelf";
import { cardKey } from "./cards";
import { CardFace } from "./CardFace";
import { cardLabel } from "./words";

interface HandProps {
  hand: readonly Ruse2014Card[];
  /** Cards known to the other seats (taken from the discard pile). */
  known: readonly Ruse2014Card[];
  /** How many plays each card has now, by card key (none: not pickable). */
  plays: ReadonlyMap<string, number>;
  picked: string | undefined;
  onPick: (key: string | undefined) => void;
  /** The seat is choosing a card now: cards with nothing to do are dimmed. */
  choosing: boolean;
}

export function Hand({ hand, known, plays, picked, onPick, choosing }: HandProps) {
  const knownKeys = new Set(known.map(cardKey));
  // The two Jokers are alike: only the first one is a button.
  const shown = new Set<string>();
  return (
    <ul className="ruse-hand" aria-label="Your hand" data-testid="hand">
      {hand.map((card, index) => {
        const key = cardKey(card);
        const count = shown.has(key) ? 0 : (plays.get(key) ?? 0);
        shown.add(key);
        const isKnown = knownKeys.has(key);
        const note = isKnown ? " (the others know you hold it)" : "";
        return (
          <li key={`${key}-${index}`} className={isKnown ? "ruse-hand-known" : undefined}>
            {count > 0 ? (
              <button
                type="button"
                className="ruse-hand-card"
                aria-pressed={picked === key}
                aria-label={`${cardLabel(card)}${note}: ${count} play${count === 1 ? "" : "s"}`}
                data-testid="hand-card"
                onClick={() => onPick(picked === key ? undefined : key)}
              >
                <CardFace card={card} decorative />
              </button>
            ) : (
              <span className={`ruse-hand-still${choosing && !plays.has(key) ? " ruse-hand-idle" : ""}`}>
                <CardFace card={card} />
              </span>
            )}
            {isKnown && <span className="ruse-known-mark" aria-hidden="true">seen</span>}
          </li>
        );
      })}
    </ul>
  );
}
