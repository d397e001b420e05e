// A rules reminder in the app's own words.
export function Rules() {
  return (
    <div className="rules">
      <p>
        Four rounds. In the <strong>strategy phase</strong> the seats, in turn order, place their
        advisors one at a time on the six banners of the strategy board — muster, move, attack, tax,
        build and scheme — adding coins as a bribe if they like. An advisor's number plus its bribe
        is its strength: a stronger one takes the higher space and pushes the others down; a higher
        space gives more action points.
      </p>
      <p>
        In the <strong>action phase</strong> the advisors resolve by number, lowest first, in turn
        order. Take the space's points (paying its coins, if any) or one coin instead. Muster troops
        where you have units, move one unit a step per point, attack a rebel (for its reward) or
        another household (it loses a unit of its choice, you gain warfare and risk casualties
        revealed from a scheme deck), tax for goods (put on your boat or dock), build structures.
        Each turn you may also play one scheme card, accomplish one deed and use one conversion
        token.
      </p>
      <p>
        In the <strong>claim phase</strong> the rule, build and trade markers rise to the best level
        you meet now (never down); full boat columns pay a coin; in rounds 1–3 everyone takes a deed
        card from the display.
      </p>
      <p>
        At the end score the claim tracks' VP, warfare (3 for the most, 1 for the second),
        accomplished deeds, your secret agenda (2 if you have the most of what it measures) and VP
        tokens. Ties go to claim-track VP, then coins.
      </p>
      <h3>Playing on this table</h3>
      <p>
        Touch the board: a region to place, muster, tax, build, attack or remove there (when a touch
        could mean several moves, a bar asks which); a region then a neighbouring one to move; your
        advisor then a banner to place it; an advisor on the board to resolve it; a card in your
        hand to play, accomplish, pay or keep it; a scheme deck to draw or reveal from; a deed on
        display or on the Library to take it; an epic structure card then a region to build it; your
        leader card then a region for its ability. Choices that name nothing on the board (the
        points or a coin, a bribe, boat or dock, ending the turn) are buttons in words beside the
        prompt. Every move is also in the folded list under the table.
      </p>
      <p>
        VP round by round, at the end, counts what the claim levels, the deeds accomplished and the
        VP tokens were worth at each round's end; warfare and the agendas are scored only at the
        end.
      </p>
    </div>
  );
}
