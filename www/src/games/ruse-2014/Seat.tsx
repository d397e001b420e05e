// One seat at the table: its portrait, hand size, the cards known to be in
// its hand, and the Accusations in front of it, one slot per type.
import type { Ruse2014PlayerView } from "ruleshelf";
import { CHARACTER_SHORT, KINDS, KIND_NAMES, KIND_RANKS, SUIT_NAMES, accusationOfKind } from "./cards";
import { CardFace } from "./CardFace";
import { Portrait } from "./Portrait";

interface SeatProps {
  name: string;
  player: Ruse2014PlayerView;
  inTurn: boolean;
  isViewer: boolean;
  dealer: boolean;
  murderer: boolean;
}

export function Seat({ name, player, inTurn, isViewer, dealer, murderer }: SeatProps) {
  const accused = player.accusations.length;
  const first = player.accusations[0];
  const suit = first?.type === "suited" ? SUIT_NAMES[first.suit] : undefined;
  const classes = [
    "ruse-seat",
    inTurn ? "ruse-seat-turn" : "",
    isViewer ? "ruse-seat-viewer" : "",
    murderer ? "ruse-seat-murderer" : "",
  ];
  return (
    <li
      className={classes.filter(Boolean).join(" ")}
      aria-current={inTurn ? "true" : undefined}
      aria-label={`${name}, ${CHARACTER_SHORT[player.portrait]}`}
      data-testid="seat"
    >
      <div className="ruse-seat-head">
        <Portrait character={player.portrait} flipped={player.coveredUp} />
        <div className="ruse-seat-who">
          <strong>{name}</strong>
          <span className="ruse-seat-character">{CHARACTER_SHORT[player.portrait]}</span>
          <span className="ruse-seat-tags">
            {isViewer && <span className="tag">at the device</span>}
            {inTurn && <span className="tag tag-turn">to act</span>}
            {dealer && <span className="tag">dealer</span>}
            {murderer && <span className="tag tag-out">murderer</span>}
          </span>
        </div>
      </div>
      <p className="ruse-seat-note">
        <span data-testid="hand-size">
          {player.handSize} card{player.handSize === 1 ? "" : "s"} in hand
        </span>
        {" · "}
        {player.coveredUp ? "cover-up used" : "cover-up available"}
      </p>
      {player.known.length > 0 && (
        <div className="ruse-known">
          <span className="ruse-small-title">Known in hand</span>
          <span className="ruse-card-row">
            {player.known.map((card, index) => (
              <CardFace key={index} card={card} small />
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
                <span className="ruse-slot-name" title={`${KIND_NAMES[kind]}: ${KIND_RANKS[kind]}`}>
                  {kind === "opportunity" ? <abbr title={KIND_NAMES[kind]}>Opport.</abbr> : KIND_NAMES[kind]}
                </span>
                {card ? (
                  <CardFace card={card} small />
                ) : (
                  <span className="ruse-slot-empty" aria-label={`no ${KIND_NAMES[kind]}`}>
                    {KIND_RANKS[kind]}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
