// The rules of Ruse (2014) in the app's own words, with the cards and
// portraits drawn as the table draws them, and the rulings this table
// plays by.
import type { Ruse2014Card } from "ruleshelf";
import { characterName, kindRanks, characters } from "./cards";
import { CardImage } from "./CardFace";
import { Portrait } from "./Portrait";
import { cardText } from "./words";

const SAMPLES: readonly Ruse2014Card[] = [
  { type: "suited", suit: "gears", rank: "K" },
  { type: "suited", suit: "pistols", rank: "8" },
  { type: "suited", suit: "gears", rank: "7" },
  { type: "suited", suit: "crystals", rank: "K" },
  { type: "suited", suit: "lamps", rank: "7" },
  { type: "joker" },
];

export function Rules() {
  return (
    <div className="rules">
      <section>
        <h3>The aim</h3>
        <p>
          There has been a murder, and exactly one suspect will be taken away in chains. Do not let
          it be you: everyone else wins.
        </p>
      </section>
      <section>
        <h3>The cards</h3>
        <p>
          54 cards: four suits of thirteen (Ace, 2 to 10, Jack, Queen, King) and two Jokers.{" "}
          <strong>Gears</strong> and <strong>Pistols</strong> are Accusations, of three types: a{" "}
          <em>Method</em> ({kindRanks("method")}), a <em>Motive</em> ({kindRanks("motive")}) or an{" "}
          <em>Opportunity</em> ({kindRanks("opportunity")}). <strong>Crystals</strong> and{" "}
          <strong>Lamps</strong> are Alibis (drawn with a double edge).
        </p>
        <ul className="rules-cards">
          {SAMPLES.map((card, index) => (
            <li key={index}>
              <CardImage card={card} />
              <span>{cardText(card)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>The suspects</h3>
        <p>
          Each seat plays a character and has that character's portrait tile, colour side up. One
          more character is the victim. The portraits only tell the story, except for covering up
          evidence (below).
        </p>
        <ul className="rules-cards">
          {characters().map((character) => (
            <li key={character}>
              <Portrait character={character} />
              <span>{characterName(character)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>Setting up</h3>
        <p>
          The dealer deals five cards to everyone; the rest is the draw pile, and its top card is
          turned up to start the discard pile. The seat to the dealer's left begins; play goes
          clockwise.
        </p>
      </section>
      <section>
        <h3>Your turn</h3>
        <p>
          First take the top card of the draw pile (only you see it) or of the discard pile
          (everyone sees what you took). An empty discard pile is restarted with the top card of the
          draw pile; an empty draw pile is made again by shuffling the discard pile, and its top
          card starts a new discard pile. Then do exactly one of these:
        </p>
        <ul>
          <li>
            <strong>Make an Accusation</strong>: lay a Gears or Pistols card face up in front of
            another suspect. Nobody may face two Accusations of one type, and all the Accusations in
            front of a suspect must be of one suit.
          </li>
          <li>
            <strong>Reveal a Joker</strong>: move any Accusation on the table — even one against you
            — to another suspect, or to one with none, under the same two limits. The Joker then
            leaves the game.
          </li>
          <li>
            <strong>Provide an Alibi</strong>: play a Crystals or Lamps card of the same value as an
            Accusation against you (a 7 for a 7, a King for a King). Both go to the discard pile;
            you choose which ends on top.
          </li>
          <li>
            <strong>Cover up evidence</strong>, once per game: flip your portrait to its grey side,
            put one Accusation against you at the bottom of the discard pile, then discard a card
            from your hand as well.
          </li>
          <li>
            <strong>Discard</strong> a card — only when you cannot accuse anyone, cannot give an
            Alibi, have no Joker to move an Accusation, and do not face three Accusations you could
            cover up.
          </li>
        </ul>
      </section>
      <section>
        <h3>The murderer</h3>
        <p>
          Whoever ends their own turn with a Method, a Motive and an Opportunity (of one suit, as
          the limits make them) in front of them is the murderer: the game ends, they lose and
          everyone else wins. The table warns you before a move that would end your turn that way.
        </p>
      </section>
      <section>
        <h3>How this table settles the unclear points</h3>
        <ul>
          <li>
            The discard rule is read word for word (above); covering up is always a choice. With
            nothing else legal, you discard.
          </li>
          <li>With both piles empty, you take no card and go straight to your action.</li>
          <li>An Alibi answers by value only, whatever the suits.</li>
          <li>The loss is checked only at the end of a suspect's own turn.</li>
          <li>The whole discard pile is open to all; hands and the draw pile are secret.</li>
          <li>
            A safeguard, not a rule of the game: a game that finds no murderer after 100 rounds
            stops with nobody losing (the table says so when that is near).
          </li>
        </ul>
      </section>
      <section>
        <h3>Playing on this table</h3>
        <p>
          Touch a pile to take its top card. Then touch a card in your hand and where it goes: a
          suspect's empty slot to accuse them, your own Accusation to answer it with an Alibi, the
          discard pile to discard it; with a Joker, touch the Accusation to move and then its new
          place. To cover up, touch your portrait, then the Accusation. Anything that cannot be
          played says why. Every move is also in the list under the table.
        </p>
      </section>
    </div>
  );
}
