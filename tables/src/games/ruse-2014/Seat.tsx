// One suspect's panel: portrait (yours: touch it to cover up evidence),
// hand size, the cards known to be in the hand, and the Accusations in
// front of them, one slot per type (an empty slot is where an Accusation
// or a Joker's move lands).
import type { Ruse2014PlayerView } from "ruleshelf";
import type { DirectPlay } from "../../table/directPlay";
import { PlayerPanel } from "../../table/PlayerPanel";
import { Spot } from "../../table/Spot";
import {
  CHARACTER_SHORT,
  kinds,
  kindName,
  kindRanks,
  suitName,
  accusationOfKind,
  cardKey,
} from "./cards";
import { CardFace, CardImage } from "./CardFace";
import type { RuseAction } from "./playable";
import { Portrait } from "./Portrait";
import { cardLabel, cardText } from "./words";

interface SeatProps {
  seat: number;
  viewer: number | undefined;
  name: string;
  player: Ruse2014PlayerView;
  inTurn: boolean;
  dealer: boolean;
  murderer: boolean;
  dp: DirectPlay<RuseAction>;
  /** The seat whose moves the table offers. */
  actingSeat: number;
  /** The seat that played last (a new card on the table comes from it). */
  lastSeat: number;
}

export function Seat({
  seat,
  viewer,
  name,
  player,
  inTurn,
  dealer,
  murderer,
  dp,
  actingSeat,
  lastSeat,
}: SeatProps) {
  const own = seat === actingSeat;
  const accused = player.accusations.length;
  const first = player.accusations[0];
  const suit = first?.type === "suited" ? suitName(first.suit) : undefined;

  return (
    <PlayerPanel
      seat={seat}
      name={name}
      you={seat === viewer}
      acting={inTurn}
      motionId={`r14-seat-${seat}`}
      className={murderer ? "ruse-seat-murderer" : undefined}
      tags={
        <>
          {dealer && <span className="tag">dealer</span>}
          {murderer && <span className="tag tag-out">murderer</span>}
        </>
      }
    >
      <div className="ruse-seat-head">
        {own && viewer !== undefined ? (
          <Spot
            play={dp}
            at={`portrait:${seat}`}
            options={{
              label: `your portrait, ${CHARACTER_SHORT[player.portrait]}${player.coveredUp ? ", already used to cover up" : ""}`,
              tip: "Once per game: flip your portrait to put one Accusation against you at the bottom of the discard pile; then discard a card.",
              className: "ruse-portrait-spot",
            }}
          >
            <Portrait character={player.portrait} flipped={player.coveredUp} decorative />
          </Spot>
        ) : (
          <Portrait character={player.portrait} flipped={player.coveredUp} />
        )}
        <div className="ruse-seat-who">
          <span className="ruse-seat-character">{CHARACTER_SHORT[player.portrait]}</span>
          <span className="ruse-seat-note">
            <span data-testid="hand-size">
              {player.handSize} card{player.handSize === 1 ? "" : "s"} in hand
            </span>
            {" · "}
            {player.coveredUp ? "cover-up used" : "cover-up available"}
          </span>
        </div>
      </div>
      {player.known.length > 0 && seat !== viewer && (
        <div className="ruse-known">
          <span className="ruse-small-title">Known in hand</span>
          <span className="ruse-card-row">
            {player.known.map((card, index) => (
              <CardImage
                key={index}
                card={card}
                small
                motion={card.type === "joker" ? undefined : `r14-card-${cardKey(card)}`}
              />
            ))}
          </span>
        </div>
      )}
      <div className="ruse-accusations" role="group" aria-label={`Accusations against ${name}`}>
        <span className={`ruse-small-title${accused === 2 ? " ruse-danger" : ""}`}>
          Accused {accused} of 3{suit ? ` · ${suit}` : ""}
        </span>
        <ul className="ruse-slots">
          {kinds().map((kind) => {
            const card = accusationOfKind(player.accusations, kind);
            return (
              <li
                key={kind}
                className={`ruse-slot${card ? " ruse-slot-filled" : ""}`}
                data-kind={kind}
              >
                <span className="ruse-slot-name">
                  {kind === "opportunity" ? "Opport." : kindName(kind)}
                </span>
                {card ? (
                  <Spot
                    play={dp}
                    at={`acc:${cardKey(card)}`}
                    options={{
                      label: `${cardLabel(card)}, against ${seat === viewer ? "you" : name}`,
                      tip: cardText(card),
                      className: "ruse-slot-card",
                    }}
                    data-motion={`r14-card-${cardKey(card)}`}
                    data-motion-from={`r14-seat-${lastSeat}`}
                  >
                    <CardFace card={card} small />
                  </Spot>
                ) : (
                  <Spot
                    play={dp}
                    at={`slot:${seat}:${kind}`}
                    options={{
                      label: `${seat === viewer ? "your" : `${name}'s`} empty ${kindName(kind)} slot`,
                      className: "ruse-slot-empty",
                    }}
                  >
                    {kindRanks(kind)}
                  </Spot>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </PlayerPanel>
  );
}
