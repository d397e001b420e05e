// The rules of Ruse & Bruise in the app's own words, with every influence
// card and the goal cards drawn as the table draws them, and the rulings
// this table plays by.
import type { RuseAndBruiseDomain } from "ruleshelf";
import { CardImage, GoalImage } from "./CardTile";
import { cardInfo, cards, domainName, domains } from "./words";

const specialistOf = (domain: RuseAndBruiseDomain) =>
  cards().find((card) => cardInfo(card).specialist === domain);

export function Rules() {
  return (
    <div className="rules">
      <section>
        <h3>The aim</h3>
        <p>
          Collect the most valuable goal cards over six rounds, by having the most influence under
          them.
        </p>
      </section>
      <section>
        <h3>The goal cards</h3>
        <p>
          36 goal cards in six domains, each domain with goals worth 1, 2, 3, 3, 4 and 5. A goal's
          value is both the points it scores and how many cards its column needs before the round
          can end. Each seat gets a face-down stack of six goals; the rest go back to the box unseen
          (with two players, the 1s are taken out first).
        </p>
        <ul className="rules-cards">
          {domains().map((domain, index) => {
            const specialist = specialistOf(domain);
            return (
              <li key={domain}>
                <GoalImage goal={{ domain, value: (index % 5) + 1 }} />
                <span>
                  {domainName(domain)}
                  {specialist ? ` — the ${cardInfo(specialist).name} is worth 12 under it.` : ""}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section>
        <h3>The influence cards</h3>
        <p>
          Every seat has the same 25 cards in its own colour: three in hand, the rest its own
          face-down draw pile. What each does, and when:
        </p>
        <ul className="rules-cards rules-influence">
          {cards().map((card) => (
            <li key={card}>
              <CardImage card={card} owner={card.length % 6} detailed />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>A round</h3>
        <p>
          The top goal of every stack turns up: one column per seat. On your turn play a card from
          your hand face down at the foot of any open column. If the card just above it is face
          down, that card turns up, and a card with a "when flipped" ability acts at once. Then draw
          a card from your draw pile (an empty one is made again by shuffling your discard pile),
          and the next seat plays.
        </p>
        <p>
          The round ends the moment every column holds at least as many cards as its goal's value (a
          column closed by a Storm counts as complete). Every face-down card then turns up, but
          without its "when flipped" ability.
        </p>
      </section>
      <section>
        <h3>Scoring a column</h3>
        <p>
          In each column, the round-end abilities act in this order: Musketeers, then Wizard, then
          Witch, then Prince &amp; Squire. Each seat then adds up the current values of its cards
          there. The highest total takes the goal — with a Beggar in the column, the lowest among
          seats with a card there. A tie goes to the tied seat whose card is closest to the goal
          (with a Beggar, farthest from it). A column nobody can win leaves its goal out. Everyone's
          played cards go to their owners' discard piles, and the next round begins with the seat to
          the left of the one who ended this one.
        </p>
      </section>
      <section>
        <h3>The end</h3>
        <p>
          After six rounds, each seat scores the sum of its goals — or, if it holds a goal of all
          six domains, twice the sum of its best goal of each domain, minus 1 for every other goal
          it won — whichever is higher. The highest score wins; ties share the place.
        </p>
      </section>
      <section>
        <h3>How this table settles the unclear points</h3>
        <ul>
          <li>
            Values are recomputed before each round-end step. Musketeers switch off every other
            ability in their column, the specialists' 12 included. A Wizard or a Witch acts only
            when an odd number of them is in the column.
          </li>
          <li>
            A card's current value: printed value; a specialist's 12; Romeo's 15 beside his owner's
            Juliet; the Hermit and the Small Giant by the number of other cards; the Doppelganger
            copying the card below it (0 when there is none); then each Dragon lowers every other
            seat's card in its column by 2, never below 0.
          </li>
          <li>
            Explorer: it moves face down to the foot of the next open column to the right (wrapping
            round) and turns up the card above it there, which may chain; a chain that would repeat
            itself stops.
          </li>
          <li>
            Assassin: the card just played under it goes to its owner's discard pile. Invisibility
            Cloak: its owner at once hides a card from hand face down under it, counted in the
            column, and draws again; a Cloak never turned up is worth 0.
          </li>
          <li>
            Traitor: its owner chooses, even in another seat's turn, to swap its column's goal with
            another column's or not; a swap can end the round.
          </li>
          <li>
            Prince &amp; Squire of one seat win their column; with several such pairs, the pair
            nearer the goal wins.
          </li>
        </ul>
      </section>
      <section>
        <h3>Playing on this table</h3>
        <p>
          Touch a card in your hand, then the column to play it in (its goal or its foot). When your
          Cloak turns up, touch a card, then the Cloak's column. When your Traitor turns up, touch
          the goal to swap with, or "Keep this goal". After each round its scoring is shown column
          by column; continue when you have read it. Anything that cannot be played says why. Every
          move is also in the list under the table.
        </p>
      </section>
    </div>
  );
}
