// A rules reminder in the app's own words.
export function Rules() {
  return (
    <div className="rules">
      <p>
        Eight revolver chips lie face down in a stack: seven CLICKs and one BANG!. Each seat has three skill chips;
        a face-up chip is both a skill you may spend and a life. Be the last one at the table.
      </p>
      <p>
        The first seat just lifts the top chip; a BANG! there only turns one of its chips face down.
      </p>
      <p>
        Then, on your turn, either <strong>reveal</strong> the top chip or <strong>use</strong> a face-up skill (it turns
        face down). A CLICK goes to the discard and lets you turn one of your chips face up again. A BANG! costs you a
        face-up chip (back to the box) — with none left you are out — and then you rebuild the stack, putting the
        BANG! wherever you like. Play goes on to the next seat.
      </p>
      <ul>
        <li><strong>Flip</strong>: turn another seat's face-up chip face down (not its last one).</li>
        <li><strong>Reorder</strong>: look at the stack and put the BANG! where you like.</li>
        <li><strong>Change of Turn</strong>: give the turn to any other seat.</li>
        <li><strong>Look</strong> (advanced): see the top chip, leave it or move it to the bottom.</li>
        <li><strong>Change of Direction</strong> (advanced): play reverses.</li>
        <li><strong>Double Shot</strong> (advanced): the next seat to reveal must reveal two chips; using any skill shakes it off.</li>
      </ul>
      <p>
        When only two seats are left, the Final Duel begins: the stack is shuffled and both turn all their chips face up.
      </p>
    </div>
  );
}
