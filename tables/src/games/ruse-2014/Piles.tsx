// The middle of the table: the victim, the draw pile and the discard pile
// (both touched to take their top card; the discard pile also takes a
// discarded card), and how far the game has come.
import type { Ruse2014Card, Ruse2014View } from "ruleshelf";
import type { DirectPlay } from "../../table/directPlay";
import { Spot } from "../../table/Spot";
import { nameOf } from "../../table/seats";
import { CHARACTER_SHORT, cardKey, cardName } from "./cards";
import { CardBack, CardFace, CardImage } from "./CardFace";
import type { RuseAction } from "./playable";
import { Portrait } from "./Portrait";
import { cardText } from "./words";

interface PilesProps {
  view: Ruse2014View;
  dp: DirectPlay<RuseAction>;
  /** The seat whose moves the table offers (the viewer, or the seat in turn). */
  seat: number;
  names: readonly string[];
  /** An Alibi and its Accusation are picked: which one ends on top? */
  choosingTop: boolean;
  /** The seat that played last (a new card on the pile comes from it). */
  lastSeat: number;
}

/** The engine's safeguard is shown only this close to its limit, in turns. */
function nearLimit(view: Ruse2014View): boolean {
  return view.turnLimit - view.turns <= Math.max(3 * view.seats, Math.round(view.turnLimit / 10));
}

export function Piles({ view, dp, seat, names, choosingTop, lastSeat }: PilesProps) {
  const top = view.discard[view.discard.length - 1];
  const topFirst = [...view.discard].reverse();
  const round = Math.floor(view.turns / view.seats) + 1;
  const alibi = choosingTop ? dp.reachable.find((action) => action.type === "alibi") : undefined;
  const accused =
    alibi?.type === "alibi"
      ? view.players[seat]?.accusations.find(
          (card) =>
            card.type === "suited" && alibi.card.type === "suited" && card.rank === alibi.card.rank,
        )
      : undefined;
  return (
    <section className="ruse-middle" aria-label="The middle of the table" data-testid="board">
      <div className="ruse-pile ruse-victim">
        <h3>Victim</h3>
        <Portrait character={view.victim} victim large />
        <p className="ruse-pile-note">{CHARACTER_SHORT[view.victim]}</p>
      </div>
      <div className="ruse-pile">
        <h3>Draw pile</h3>
        <Spot
          play={dp}
          at="pile:pile"
          options={{
            label: `the draw pile, ${view.drawPile} card${view.drawPile === 1 ? "" : "s"} face down`,
            className: "ruse-pile-spot",
          }}
          data-motion="r14-drawpile"
        >
          {view.drawPile > 0 ? <CardBack /> : <span className="ruse-empty-pile">empty</span>}
        </Spot>
        <p className="ruse-pile-note" data-testid="draw-pile">
          {view.drawPile} card{view.drawPile === 1 ? "" : "s"}
        </p>
      </div>
      <div className="ruse-pile ruse-discard">
        <h3 data-motion="r14-discard">Discard pile</h3>
        <Spot
          play={dp}
          at="pile:discard"
          options={{
            label: top ? `the ${cardName(top)} on top of the discard pile` : "the discard pile",
            tip: top ? cardText(top) : undefined,
            className: "ruse-pile-spot",
          }}
          data-motion={top ? `r14-card-${cardKey(top)}` : undefined}
          data-motion-from={`r14-seat-${lastSeat}`}
        >
          {top ? <CardFace card={top} /> : <span className="ruse-empty-pile">empty</span>}
        </Spot>
        <p className="ruse-pile-note" data-testid="discard-pile">
          {view.discard.length} card{view.discard.length === 1 ? "" : "s"}
          {top ? " · top shown" : ""}
        </p>
        {alibi?.type === "alibi" && accused && (
          <div
            className="ruse-top-choice"
            role="group"
            aria-label="Which card ends on top of the discard pile?"
          >
            <p>Which ends on top?</p>
            <Spot
              play={dp}
              at="top:alibi"
              options={{ label: `the Alibi, the ${cardName(alibi.card)}, on top` }}
            >
              <CardFace card={alibi.card} small />
            </Spot>
            <Spot
              play={dp}
              at="top:accusation"
              options={{ label: `the Accusation, the ${cardName(accused)}, on top` }}
            >
              <CardFace card={accused} small />
            </Spot>
          </div>
        )}
        {view.discard.length > 1 && (
          <details className="ruse-discard-all">
            <summary>See the whole pile</summary>
            <ol className="ruse-card-row" aria-label="Discard pile, top first">
              {topFirst.map((card: Ruse2014Card, index) => (
                <li key={index}>
                  <CardImage card={card} small />
                </li>
              ))}
            </ol>
            <p className="ruse-pile-note">Top first, bottom last.</p>
          </details>
        )}
      </div>
      <div className="ruse-pile ruse-info" data-motion="r14-out">
        <h3>Round</h3>
        <p className="ruse-round">{round}</p>
        <p className="ruse-pile-note">
          {view.turn === view.viewer ? "Your turn" : `Turn of ${nameOf(names, view.turn)}`}
          {view.removedJokers > 0
            ? ` · ${view.removedJokers} Joker${view.removedJokers === 1 ? "" : "s"} out of the game`
            : ""}
        </p>
        {nearLimit(view) && (
          <p className="ruse-safeguard" data-testid="safeguard">
            Safeguard: this app stops a game that finds no murderer after {view.turnLimit} turns —{" "}
            {view.turnLimit - view.turns} left.
          </p>
        )}
      </div>
    </section>
  );
}
