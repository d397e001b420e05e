// The hand of the seat at the device, each card a spot: pick it, then
// touch where it goes.
import type { Ruse2014Card } from "ruleshelf";
import type { DirectPlay } from "../../table/directPlay";
import { Spot } from "../../table/Spot";
import { cardKey } from "./cards";
import { CardFace } from "./CardFace";
import type { RuseAction } from "./playable";
import { cardLabel, cardText } from "./words";

interface HandProps {
  hand: readonly Ruse2014Card[];
  /** Cards known to the other seats (taken from the discard pile). */
  known: readonly Ruse2014Card[];
  dp: DirectPlay<RuseAction>;
}

export function Hand({ hand, known, dp }: HandProps) {
  const knownKeys = new Set(known.map(cardKey));
  let jokers = 0;
  return (
    <section className="ruse-hand-area" aria-label="Your hand">
      <h3>
        Your hand ({hand.length} card{hand.length === 1 ? "" : "s"}
        {known.length > 0 ? `; ${known.length} known to the others` : ""})
      </h3>
      <ul className="ruse-hand" data-testid="hand">
        {hand.map((card, index) => {
          const key = cardKey(card);
          const motion = card.type === "joker" ? `r14-card-joker-${jokers++}` : `r14-card-${key}`;
          const isKnown = knownKeys.has(key);
          return (
            <li key={`${key}-${index}`}>
              <Spot
                play={dp}
                at={`hand:${key}`}
                options={{
                  label: `${cardLabel(card)}, in your hand${isKnown ? ", the others know you hold it" : ""}`,
                  tip: cardText(card),
                  className: "ruse-hand-card",
                }}
                data-testid="hand-card"
                data-motion={motion}
                data-motion-from="r14-drawpile"
                data-motion-to={card.type === "joker" ? "r14-out" : "r14-discard"}
              >
                <CardFace card={card} />
              </Spot>
              {isKnown && (
                <span className="ruse-known-mark" aria-hidden="true">
                  seen
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
