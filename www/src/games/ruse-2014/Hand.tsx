// The hand of the seat at the device, each card a spot: pick it, then
// touch where it goes.
import type { Ruse2014Card, Ruse2014View } from "ruleshelf";
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
  seat: number;
  view: Ruse2014View;
}

/** What playing this card would most likely mean, for the refusal shown when it cannot. */
function candidateFor(card: Ruse2014Card, seat: number, view: Ruse2014View): RuseAction {
  const game = "ruse-2014" as const;
  if (view.phase.type === "coverUpDiscard") return { game, type: "discard", seat, card };
  if (card.type === "joker") {
    const holder = view.players.findIndex((player) => player.accusations.length > 0);
    const accusation = view.players[holder]?.accusations[0] ?? { type: "suited", suit: "gears", rank: "A" };
    return { game, type: "joker", seat, accusation, to: holder === seat ? (seat + 1) % view.seats : seat };
  }
  if (card.suit === "crystals" || card.suit === "lamps") return { game, type: "alibi", seat, card, top: "alibi" };
  return { game, type: "accuse", seat, card, target: (seat + 1) % view.seats };
}

export function Hand({ hand, known, dp, seat, view }: HandProps) {
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
                  candidate: candidateFor(card, seat, view),
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
