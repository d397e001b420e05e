// An influence card: its face (name, value, ability) in its owner's colour,
// or its back.
import type { RuseAndBruiseCard, RuseAndBruiseFace } from "ruleshelf";
import { CARDS, colourOf } from "./words";

interface CardFaceProps {
  card: RuseAndBruiseCard;
  owner: number;
  /** A note under the value ("yours, face down"). */
  note?: string;
  /** Show the ability text too (for the hand). */
  detailed?: boolean;
  /** Drawn as lying face down (a dashed edge) though the viewer sees it. */
  down?: boolean;
}

/** The face of a card; used inside buttons too, so it is only spans. */
export function CardFace({ card, owner, note, detailed = false, down = false }: CardFaceProps) {
  const info = CARDS[card];
  return (
    <span
      className={`rb-card rb-seat-${colourOf(owner)}${down ? " rb-card-down" : ""}`}
      data-card={card}
      title={info.ability ? `${info.name} (${info.shown}): ${info.ability}` : `${info.name} (${info.shown})`}
    >
      <span className="rb-card-name">{info.name}</span>
      <span className="rb-card-value">{info.shown}</span>
      {detailed && info.ability && <span className="rb-card-ability">{info.ability}</span>}
      {note && <span className="rb-card-note">{note}</span>}
    </span>
  );
}

interface CardBackProps {
  owner: number;
  ownerName: string;
  note: string;
}

export function CardBack({ owner, ownerName, note }: CardBackProps) {
  return (
    <span className={`rb-card rb-card-back rb-seat-${colourOf(owner)}`} title={`${ownerName}'s card, ${note}`}>
      <span className="rb-card-name">{ownerName}</span>
      <span className="rb-card-note">{note}</span>
    </span>
  );
}

interface PlacedCardProps {
  owner: number;
  face: RuseAndBruiseFace;
  card: RuseAndBruiseCard | undefined;
  viewer: number | undefined;
  names: readonly string[];
}

/** A card in a column, as the viewer may see it. */
export function PlacedCard({ owner, face, card, viewer, names }: PlacedCardProps) {
  const ownerName = names[owner] ?? `Seat ${owner + 1}`;
  const mine = viewer !== undefined && owner === viewer;
  if (card === undefined) {
    return <CardBack owner={owner} ownerName={ownerName} note={face === "cloaked" ? "hidden under the Cloak" : "face down"} />;
  }
  switch (face) {
    case "up":
      return <CardFace card={card} owner={owner} note={mine ? "yours" : ownerName} />;
    case "downSeen":
      return <CardFace card={card} owner={owner} down note={`${mine ? "yours" : ownerName}, face down (seen by all)`} />;
    case "down":
      return <CardFace card={card} owner={owner} down note={mine ? "yours, face down" : `${ownerName}, face down`} />;
    case "cloaked":
      return <CardFace card={card} owner={owner} down note={mine ? "yours, hidden under the Cloak" : `${ownerName}, under the Cloak`} />;
  }
}
