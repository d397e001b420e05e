// The middle of the table: the victim, the draw pile, the discard pile.
import type { Ruse2014Card, Ruse2014Character } from "ruleshelf";
import { CHARACTER_SHORT } from "./cards";
import { CardBack, CardFace } from "./CardFace";
import { Portrait } from "./Portrait";

interface PilesProps {
  victim: Ruse2014Character;
  drawPile: number;
  /** Bottom first, top last (as the view gives it). */
  discard: readonly Ruse2014Card[];
  removedJokers: number;
  turns: number;
  turnLimit: number;
  seats: number;
}

export function Piles({ victim, drawPile, discard, removedJokers, turns, turnLimit, seats }: PilesProps) {
  const top = discard[discard.length - 1];
  const topFirst = [...discard].reverse();
  const round = Math.floor(turns / seats) + 1;
  return (
    <section className="ruse-middle" aria-label="The middle of the table">
      <div className="ruse-pile ruse-victim">
        <h3>Victim</h3>
        <Portrait character={victim} victim large />
        <p className="ruse-pile-note">{CHARACTER_SHORT[victim]}</p>
      </div>
      <div className="ruse-pile">
        <h3>Draw pile</h3>
        {drawPile > 0 ? <CardBack label={`Draw pile, ${drawPile} cards face down`} /> : <span className="ruse-empty-pile">empty</span>}
        <p className="ruse-pile-note" data-testid="draw-pile">
          {drawPile} card{drawPile === 1 ? "" : "s"}
        </p>
      </div>
      <div className="ruse-pile ruse-discard">
        <h3>Discard pile</h3>
        {top ? <CardFace card={top} /> : <span className="ruse-empty-pile">empty</span>}
        <p className="ruse-pile-note" data-testid="discard-pile">
          {discard.length} card{discard.length === 1 ? "" : "s"}
          {top ? " · top shown" : ""}
        </p>
        {discard.length > 1 && (
          <details className="ruse-discard-all">
            <summary>See the whole pile</summary>
            <ol className="ruse-card-row" aria-label="Discard pile, top first">
              {topFirst.map((card, index) => (
                <li key={index}>
                  <CardFace card={card} small />
                </li>
              ))}
            </ol>
            <p className="ruse-pile-note">Top first, bottom last.</p>
          </details>
        )}
      </div>
      <div className="ruse-pile ruse-info">
        <h3>Round</h3>
        <p className="ruse-round">{Math.min(round, Math.ceil(turnLimit / seats))}</p>
        <p className="ruse-pile-note">
          {turns} of {turnLimit} turns played
          {removedJokers > 0 ? ` · ${removedJokers} Joker${removedJokers === 1 ? "" : "s"} out of the game` : ""}
        </p>
      </div>
    </section>
  );
}
