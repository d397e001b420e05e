// A seat's private objectives: its hand face up to itself only (a count to
// everyone else), its deck, the completed cards and the discarded ones.
import type { RusePlayerView } from "ruleshelf";
import { data, objectiveText } from "./words";

export function Objectives({ player, own }: { player: RusePlayerView; own: boolean }) {
  const d = data();
  return (
    <div className="rf-objectives" aria-label="Private objectives">
      <strong>Private objectives</strong>
      {player.hand ? (
        <ul className="rf-list" data-testid={own ? "rf-hand" : undefined}>
          {player.hand.length === 0 && <li className="rf-empty">no card in hand</li>}
          {player.hand.map((card, i) => (
            <li key={`${card}-${i}`} className="rf-card">
              {objectiveText(card)}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {player.handCount} card{player.handCount === 1 ? "" : "s"} in hand (secret)
        </p>
      )}
      <p className="rf-small">{player.deckCount} in the deck</p>
      {player.completed.length > 0 && (
        <ul className="rf-list">
          {player.completed.map((c, i) => {
            const o = d.objectives[c.card - 1];
            return (
              <li key={i}>
                ✓ {objectiveText(c.card)}
                {c.exchanged && o && <span className="rf-small"> — exchanged (−{o.exchangeVp} VP)</span>}
              </li>
            );
          })}
        </ul>
      )}
      {player.discarded.length > 0 && <p className="rf-small">Discarded: {player.discarded.map((c) => `#${c}`).join(", ")}</p>}
    </div>
  );
}
