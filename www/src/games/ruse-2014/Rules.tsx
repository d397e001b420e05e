// A rules reminder in the app's own words.
export function Rules() {
  return (
    <div className="rules">
      <p>
        A murder, three to five suspects, and only one of them will be taken away in chains. Make sure it is not you.
        Each seat portrays a character; another one is the victim. Everyone starts with five cards.
      </p>
      <p>
        <strong>The cards.</strong> Gears and Pistols are Accusations of three types: a <em>Method</em> (J, Q, K, A),
        a <em>Motive</em> (2, 4, 6, 8, 10) or an <em>Opportunity</em> (3, 5, 7, 9). Crystals and Lamps are Alibis.
        Two Jokers move Accusations around.
      </p>
      <p>
        <strong>Your turn.</strong> Take the top card of the draw pile (only you see it) or of the discard pile
        (everyone sees it, and knows you hold it). Then do exactly one thing:
      </p>
      <ul>
        <li>
          <strong>Accuse</strong>: lay an Accusation in front of another seat. A seat holds at most one of each type,
          all of the same suit.
        </li>
        <li>
          <strong>Reveal a Joker</strong>: move any Accusation on the table to another seat where it fits (even one
          against you, even onto yourself). The Joker leaves the game.
        </li>
        <li>
          <strong>Provide an Alibi</strong>: a Crystal or Lamp of the same value as an Accusation against you sends both
          to the discard pile; you choose which lies on top.
        </li>
        <li>
          <strong>Cover up evidence</strong>, once per game: flip your portrait, put one Accusation against you at the
          bottom of the discard pile, then discard a card.
        </li>
        <li>
          <strong>Discard</strong> a card — only when you can neither accuse, nor give an Alibi, nor move an Accusation
          with a Joker, and do not already face three Accusations.
        </li>
      </ul>
      <p>
        When the draw pile runs out, the discard pile is shuffled into a new one and its top card starts a new discard
        pile. Whoever ends their own turn with a Method, a Motive and an Opportunity in front of them is the murderer:
        the game ends and everyone else wins. (This app ends the game without a murderer after 100 rounds.)
      </p>
    </div>
  );
}
