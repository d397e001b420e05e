// One card face up (rank, suit mark and what it is for), or a card back.
import type { Ruse2014Card } from "ruleshelf";
import { SUIT_MARKS, cardRoleShort } from "./cards";
import { cardLabel } from "./words";

interface CardFaceProps {
  card: Ruse2014Card;
  small?: boolean;
  /** Drawn inside a button that names it: hide it from screen readers. */
  decorative?: boolean;
}

export function CardFace({ card, small = false, decorative = false }: CardFaceProps) {
  const tone = card.type === "joker" ? "joker" : card.suit;
  const label = cardLabel(card);
  return (
    <span
      className={`ruse-card ruse-card-${tone}${small ? " ruse-card-small" : ""}`}
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? "true" : undefined}
      title={label}
      data-card={card.type === "joker" ? "joker" : `${card.rank}-${card.suit}`}
    >
      <span className="ruse-card-rank">{card.type === "joker" ? "J★" : card.rank}</span>
      <span className="ruse-card-mark">{card.type === "joker" ? "★" : SUIT_MARKS[card.suit]}</span>
      {!small && <span className="ruse-card-role">{cardRoleShort(card)}</span>}
    </span>
  );
}

/** The back of a card (the draw pile, a hidden hand). */
export function CardBack({ small = false, label }: { small?: boolean; label: string }) {
  return (
    <span className={`ruse-card ruse-card-back${small ? " ruse-card-small" : ""}`} role="img" aria-label={label} title={label}>
      <span className="ruse-card-mark" aria-hidden="true">
        ?
      </span>
    </span>
  );
}
