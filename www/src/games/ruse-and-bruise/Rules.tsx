// A rules reminder in the app's own words.
export function Rules() {
  return (
    <div className="rules">
      <p>
        Every seat has its own colour of 25 influence cards: three in hand, the rest a face-down draw pile. Six rounds
        are played. Each round one goal card per seat turns up and heads a column; a goal has a domain (one of six) and
        a value, which is both its points and the number of cards it needs below it.
      </p>
      <p>
        On your turn play a card from your hand <strong>face down</strong> at the bottom of any open column. If the card
        just above it is face down, it turns up, and some cards act the moment they turn up. Then you draw a card (an
        empty draw pile is refilled by shuffling your discard pile). The round ends as soon as every column holds at
        least as many cards as its goal's value (or is closed by a Storm): every card turns up, without its
        when-flipped ability.
      </p>
      <p>
        Each column is then scored: the end-of-round abilities act in order — Musketeers, then Wizard, then Witch, then
        Prince & Squire — and each seat adds up its cards there. The highest total takes the goal (with a Beggar the
        lowest); a tie goes to the card closest to the goal (with a Beggar, farthest from it). Played cards go to their
        owners' discard piles.
      </p>
      <ul>
        <li><strong>When flipped</strong>: Explorer moves one open column to the right (wrapping round) face down and flips the card above it there; Assassin discards the card just played below it; Storm closes its column; Invisibility Cloak lets its owner hide a card face down under it (a Cloak never flipped is worth 0); Traitor lets its owner swap its column's goal with any other column's, or not.</li>
        <li><strong>Always</strong>: the six specialists are worth 12 under their own domain, 8 elsewhere; Hermit −1 and Small Giant +3 per other card in the column; Dragon −2 to other players' cards there; Romeo 15 beside his owner's Juliet; Doppelganger copies the value of the card below it.</li>
        <li><strong>At round end</strong>: Musketeers switch off every other ability in their column; a Wizard removes cards worth 10 or more, a Witch cards worth 9 or less (two of a kind cancel); a seat's own Prince and Squire win the column; a Beggar makes the lowest total win.</li>
      </ul>
      <p>
        At the end score the sum of your goals — or, if you hold all six domains, twice the sum of your best goal of each
        domain minus 1 per other goal, whichever is higher. The highest score wins.
      </p>
    </div>
  );
}
