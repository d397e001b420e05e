// The end of the game: the murderer unmasked (a Method, a Motive and an
// Opportunity of one suit in front of them), or nobody after the turn limit.
import type { Ruse2014PlayerView } from "ruleshelf";
import { characterName, kinds, kindName, suitName, accusationOfKind } from "./cards";
import { CardImage } from "./CardFace";
import { Portrait } from "./Portrait";
import { seatName } from "./words";

interface MurdererProps {
  murderer: number | undefined;
  players: readonly Ruse2014PlayerView[];
  names: readonly string[];
  turns: number;
}

export function Murderer({ murderer, players, names, turns }: MurdererProps) {
  const player = murderer === undefined ? undefined : players[murderer];
  if (murderer === undefined || !player) {
    return (
      <section className="ruse-reveal" aria-label="The verdict" data-testid="verdict">
        <h2>No murderer</h2>
        <p>
          After {turns} turns nobody was caught with a Method, a Motive and an Opportunity: every
          suspect goes free.
        </p>
      </section>
    );
  }
  const first = player.accusations[0];
  const suit = first?.type === "suited" ? ` of ${suitName(first.suit)}` : "";
  return (
    <section
      className="ruse-reveal ruse-reveal-guilty"
      aria-label="The verdict"
      data-testid="verdict"
    >
      <Portrait character={player.portrait} flipped={player.coveredUp} large />
      <div>
        <h2>
          {seatName(names, murderer)} — {characterName(player.portrait)} — is the murderer!
        </h2>
        <p>
          Their own turn ended with a Method, a Motive and an Opportunity{suit} still in front of
          them. Everyone else goes free.
        </p>
        <ul className="ruse-card-row" aria-label="The evidence">
          {kinds().map((kind) => {
            const card = accusationOfKind(player.accusations, kind);
            return card ? (
              <li key={kind} className="ruse-evidence">
                <CardImage card={card} />
                <span>{kindName(kind)}</span>
              </li>
            ) : null;
          })}
        </ul>
      </div>
    </section>
  );
}
