// The Ruse (2014) cards, drawn: a face (rank in the corners, the suit's
// picture, what the card is for) or a back.
import type { ReactNode } from "react";
import type { Ruse2014Card, Ruse2014Suit } from "ruleshelf";
import { cardRoleShort } from "./cards";
import { cardText } from "./words";

/** A picture per suit on a 24×24 grid: a gear, a pistol, a crystal, a lamp. */
const SUIT_ICONS: Readonly<Record<Ruse2014Suit, ReactNode>> = {
  gears: (
    <>
      <circle
        cx="12"
        cy="12"
        r="6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.2"
        strokeDasharray="3.2 1.7"
      />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" />
    </>
  ),
  pistols: (
    <path
      d="M2.5 8h15.5l2 -1.5h1.5v4h-4.5l-2 1.5v1.5c0 1 -1 1.8 -2 1.8h-0.8l-1.2 5h-4.5l1.6 -6.2c-2.5 -0.2 -4.5 -1.6 -5.6 -3.6z"
      fill="currentColor"
    />
  ),
  crystals: (
    <>
      <path
        d="M7 3h10l4 6-9 12-9-12z"
        fill="currentColor"
        opacity="0.25"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="M3 9h18M9 9l3 12 3-12M7 3l2 6M17 3l-2 6M12 3v6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
      />
    </>
  ),
  lamps: (
    <>
      <path d="M12 2c2 3 3 5 0 8-3-3-2-5 0-8z" fill="currentColor" opacity="0.55" />
      <path
        d="M7 11h10l-1.5 7h-7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M5 20h14M9.5 11V9.5h5V11" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </>
  ),
};

/** The Joker's picture: a jester's mask. */
const JOKER_ICON = (
  <>
    <path
      d="M3 5c4 1 6 1 9 0 3 1 5 1 9 0-1 7-4 11-9 13C7 16 4 12 3 5z"
      fill="currentColor"
      opacity="0.25"
      stroke="currentColor"
      strokeWidth="1.6"
    />
    <path
      d="M7 9.5c1 -1 2.5 -1 3.5 0M13.5 9.5c1 -1 2.5 -1 3.5 0M9 14c2 1.5 4 1.5 6 0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    />
  </>
);

export function SuitIcon({ suit }: { suit: Ruse2014Suit | "joker" }) {
  return (
    <svg className="ruse-suit" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {suit === "joker" ? JOKER_ICON : SUIT_ICONS[suit]}
    </svg>
  );
}

interface CardFaceProps {
  card: Ruse2014Card;
  small?: boolean;
}

/** A card face up: its printed rank and role are read out before the label of the spot or image it is in. */
export function CardFace({ card, small = false }: CardFaceProps) {
  const tone = card.type === "joker" ? "joker" : card.suit;
  const rank = card.type === "joker" ? "★" : card.rank;
  return (
    <span className={`ruse-card ruse-card-${tone}${small ? " ruse-card-small" : ""}`}>
      <span className="ruse-card-rank">{rank}</span>
      <SuitIcon suit={tone} />
      <span className="ruse-card-role">
        {card.type === "joker" ? "Joker" : cardRoleShort(card)}
      </span>
    </span>
  );
}

/** A card as a picture that names itself (not a spot): its text for screen readers and its tooltip. */
export function CardImage({ card, small = false, motion }: CardFaceProps & { motion?: string }) {
  const text = cardText(card);
  return (
    <span
      role="img"
      aria-label={text}
      data-tip={text}
      data-motion={motion}
      className="ruse-card-holder"
    >
      <CardFace card={card} small={small} />
    </span>
  );
}

/** The back of a card (the draw pile). */
export function CardBack({ small = false }: { small?: boolean }) {
  return (
    <span
      className={`ruse-card ruse-card-back${small ? " ruse-card-small" : ""}`}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="ruse-suit" focusable="false">
        <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="1.2" />
      </svg>
    </span>
  );
}
