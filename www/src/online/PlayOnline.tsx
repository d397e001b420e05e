// The menu's entry to online play.
import { goOnline } from "./route";

export function PlayOnline() {
  return (
    <section className="card" aria-labelledby="online-title">
      <h2 id="online-title">Play online</h2>
      <p className="summary">
        Join one of the open tables waiting for players, or set a table up on the game server:
        public, for anyone to join, or private, sending each friend the invite link of their seat.
        Bots can take seats too, and anyone with the watch link can follow the match.
      </p>
      <button
        type="button"
        className="primary"
        onClick={() => goOnline({ screen: "new" })}
        data-testid="play-online"
      >
        Play online
      </button>
    </section>
  );
}
