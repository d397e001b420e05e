// One suspect's panel: portrait (yours: touch it to cover up evidence),
// hand size, the cards known to be in the hand, and the Accusations in
// front of them, one slot per type (an empty slot is where an Accusation
// or a Joker's move lands).
import type { Ruse2014Card, Ruse2014PlayerView } from "ruleshelf";
import type { DirectPlay } from "../../table/directPlay";
import { PlayerPanel } from "../../table/PlayerPanel";
import { Spot } from "../../table/Spot";
import { CHARACTER_SHORT, KINDS, KIND_NAMES, KIND_RANKS, SUIT_NAMES, accusationOfKind, accuses, cardKey } from "./cards";
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
  /** The key of the card picked in the hand, if any. */
  pickedCard: string | undefined;
  hand: readonly Ruse2014Card[];
  /** The seat that played last (a new card on the table comes from it). */
  lastSeat: number;
}

const DUMMY: Ruse2014Card = { type: "suited", suit: "gears", rank: "A" };

export function Seat({ seat, viewer, name, player, inTurn, dealer, murderer, dp, actingSeat, pickedCard, hand, lastSeat }: SeatProps) {
  const game = "ruse-2014" as const;
  const own = seat === actingSeat;
  const accused = player.accusations.length;
  const first = player.accusations[0];
  const suit = first?.type === "suited" ? SUIT_NAMES[first.suit] : undefined;
  const picked = pickedCard === undefined ? undefined : hand.find((card) => cardKey(card) === pickedCard);
  const movingJoker = pickedCard === "joker" ? dp.picked[1]?.slice(4) : undefined;
  const moved = movingJoker === undefined ? undefined : dp.reachable.find((action) => action.type === "joker")?.accusation;

  const slotCandidate = (): RuseAction | undefined => {
    if (moved) return { game, type: "joker", seat: actingSeat, accusation: moved, to: seat };
    if (picked && picked.type === "suited" && accuses(picked.suit)) return { game, type: "accuse", seat: actingSeat, card: picked, target: seat };
    return undefined;
  };
  const accusationCandidate = (card: Ruse2014Card): RuseAction | undefined => {
    if (picked && picked.type === "suited" && !accuses(picked.suit)) return { game, type: "alibi", seat: actingSeat, card: picked, top: "alibi" };
    if (!picked && own) return { game, type: "coverUp", seat: actingSeat, accusation: card };
    return undefined;
  };

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
              candidate: { game, type: "coverUp", seat, accusation: player.accusations[0] ?? DUMMY },
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
              <CardImage key={index} card={card} small motion={card.type === "joker" ? undefined : `r14-card-${cardKey(card)}`} />
            ))}
          </span>
        </div>
      )}
      <div className="ruse-accusations" role="group" aria-label={`Accusations against ${name}`}>
        <span className={`ruse-small-title${accused === 2 ? " ruse-danger" : ""}`}>
          Accused {accused} of 3{suit ? ` · ${suit}` : ""}
        </span>
        <ul className="ruse-slots">
          {KINDS.map((kind) => {
            const card = accusationOfKind(player.accusations, kind);
            return (
              <li key={kind} className={`ruse-slot${card ? " ruse-slot-filled" : ""}`} data-kind={kind}>
                <span className="ruse-slot-name">{kind === "opportunity" ? "Opport." : KIND_NAMES[kind]}</span>
                {card ? (
                  <Spot
                    play={dp}
                    at={`acc:${cardKey(card)}`}
                    options={{
                      label: `${cardLabel(card)}, against ${seat === viewer ? "you" : name}`,
                      candidate: accusationCandidate(card),
                      hint: own
                        ? "To answer it, pick an Alibi of the same value; to cover it up, touch your portrait first."
                        : "To move it, pick a Joker from your hand first.",
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
                      label: `${seat === viewer ? "your" : `${name}'s`} empty ${KIND_NAMES[kind]} slot`,
                      candidate: slotCandidate(),
                      hint: "Pick an Accusation card (Gears or Pistols) from your hand first, then the suspect's empty slot of its type.",
                      className: "ruse-slot-empty",
                    }}
                  >
                    {KIND_RANKS[kind]}
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
