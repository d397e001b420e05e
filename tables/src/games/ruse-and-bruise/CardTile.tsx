// The Ruse & Bruise cards, drawn: an influence card's face (value, name,
// the domain symbol of a specialist, when its ability works, the ability)
// in its owner's colour, or its back; a goal card (domain symbol, domain,
// value).
import type { CSSProperties, ReactNode } from "react";
import type {
  RuseAndBruiseCard,
  RuseAndBruiseDomain,
  RuseAndBruiseFace,
  RuseAndBruiseGoal,
} from "ruleshelf";
import { seatColour } from "../../table/seats";
import { WHEN_WORDS, cardInfo, cardText, domainName, goalName } from "./words";

/** A symbol per domain on a 24×24 grid: a flask, crossed swords, an ear of corn, coins, a cardinal's hat, a lute. */
const DOMAIN_ICONS: Readonly<Record<RuseAndBruiseDomain, ReactNode>> = {
  alchemy: (
    <>
      <path
        d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M7.5 15h9l2 3.5a1 1 0 0 1-1 1.5h-11a1 1 0 0 1-1-1.5z"
        fill="currentColor"
        opacity="0.45"
      />
    </>
  ),
  fencing: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M4 4l13 13M20 4L7 17" />
      <path d="M15 19l4-4M5 15l4 4" />
    </g>
  ),
  agriculture: (
    <>
      <path d="M12 22V10" stroke="currentColor" strokeWidth="1.6" />
      <ellipse cx="12" cy="8" rx="3.2" ry="6" fill="currentColor" opacity="0.55" />
      <path
        d="M12 20c-4-1-6-4-6-8 3 1 5 3 6 6M12 20c4-1 6-4 6-8-3 1-5 3-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </>
  ),
  trade: (
    <g stroke="currentColor" strokeWidth="1.5">
      <ellipse cx="9" cy="16" rx="6" ry="2.5" fill="currentColor" fillOpacity="0.35" />
      <ellipse cx="9" cy="13" rx="6" ry="2.5" fill="currentColor" fillOpacity="0.35" />
      <ellipse cx="15.5" cy="9" rx="6" ry="2.5" fill="currentColor" fillOpacity="0.35" />
      <ellipse cx="15.5" cy="6" rx="6" ry="2.5" fill="currentColor" fillOpacity="0.35" />
    </g>
  ),
  religion: (
    <>
      <path d="M3 16c2-1 4-1.5 9-1.5s7 .5 9 1.5c-1 2-4 3-9 3s-8-1-9-3z" fill="currentColor" />
      <path d="M6.5 15c0-5 2.5-8 5.5-8s5.5 3 5.5 8" fill="currentColor" opacity="0.55" />
      <path
        d="M17 17c1 2 2 3 3 5M7 17c-1 2-2 3-3 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
      />
    </>
  ),
  music: (
    <>
      <ellipse cx="9" cy="15.5" rx="5.5" ry="6" fill="currentColor" opacity="0.5" />
      <circle cx="9" cy="15" r="1.6" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <path
        d="M12.5 11L19 3.5M17.5 2.5l3 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </>
  ),
};

export function DomainIcon({ domain }: { domain: RuseAndBruiseDomain }) {
  return (
    <svg className="rb-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {DOMAIN_ICONS[domain]}
    </svg>
  );
}

interface CardFaceProps {
  card: RuseAndBruiseCard;
  owner: number;
  /** A note at the foot ("yours, face down"). */
  note?: string;
  /** The ability text too (the hand, the rules). */
  detailed?: boolean;
  /** Drawn as lying face down (a dashed edge) though the viewer sees it. */
  down?: boolean;
}

/** A card's face: its printed value, name and text are read out before the label of the spot or image it is in. */
export function CardFace({ card, owner, note, detailed = false, down = false }: CardFaceProps) {
  const info = cardInfo(card);
  const domain = info.specialist;
  const colour = seatColour(owner);
  return (
    <span
      className={`rb-card${down ? " rb-card-down" : ""}${detailed ? " rb-card-detailed" : ""}`}
      style={{ "--rb-seat": colour.ink, "--rb-seat-soft": colour.soft } as CSSProperties}
      data-card={card}
    >
      <span className="rb-card-top">
        <span className="rb-card-value">{info.shown}</span>
        {domain && <DomainIcon domain={domain} />}
        {info.when !== "none" && (
          <span className={`rb-card-when rb-when-${info.when}`}>{WHEN_WORDS[info.when]}</span>
        )}
      </span>
      <span className="rb-card-name">{info.name}</span>
      {detailed && info.ability && <span className="rb-card-ability">{info.ability}</span>}
      {note && <span className="rb-card-note">{note}</span>}
    </span>
  );
}

/** A card as a picture that names itself: its full text for screen readers and its tooltip. */
export function CardImage(
  props: CardFaceProps & {
    label?: string;
    motion?: string;
    motionFrom?: string;
    motionTo?: string;
    face?: string;
  },
) {
  const text = `${props.label ? `${props.label}: ` : ""}${cardText(props.card)}`;
  return (
    <span
      role="img"
      aria-label={text}
      data-tip={text}
      className="rb-card-holder"
      data-motion={props.motion}
      data-motion-from={props.motionFrom}
      data-motion-to={props.motionTo}
      data-face={props.face}
    >
      <CardFace {...props} />
    </span>
  );
}

/** The back of a card, in its owner's colour. */
export function CardBack({
  owner,
  label,
  motion,
  motionFrom,
  motionTo,
}: {
  owner: number;
  label: string;
  motion?: string;
  motionFrom?: string;
  motionTo?: string;
}) {
  const colour = seatColour(owner);
  return (
    <span
      className="rb-card rb-card-back"
      style={{ "--rb-seat": colour.ink, "--rb-seat-soft": colour.soft } as CSSProperties}
      role="img"
      aria-label={label}
      data-tip={label}
      data-motion={motion}
      data-motion-from={motionFrom}
      data-motion-to={motionTo}
      data-face="down"
    >
      <span className="rb-card-note">{label}</span>
    </span>
  );
}

interface PlacedCardProps {
  owner: number;
  face: RuseAndBruiseFace;
  card: RuseAndBruiseCard | undefined;
  viewer: number | undefined;
  names: readonly string[];
  /** Where it lies, for its motion id when its face is unknown. */
  column: number;
  index: number;
}

/** A card in a column, as the viewer may see it. */
export function PlacedCard({ owner, face, card, viewer, names, column, index }: PlacedCardProps) {
  const ownerName = names[owner] ?? `Seat ${owner + 1}`;
  const mine = viewer !== undefined && owner === viewer;
  const where = `rb-c${column}-${index}`;
  const leaving = `rb-seat-${owner}`;
  if (card === undefined) {
    return (
      <CardBack
        owner={owner}
        label={`${ownerName}'s card, ${face === "cloaked" ? "hidden under the Cloak" : "face down"}`}
        motion={where}
        motionFrom={leaving}
        motionTo={leaving}
      />
    );
  }
  const note =
    face === "up"
      ? mine
        ? "yours"
        : ownerName
      : face === "downSeen"
        ? `${mine ? "yours" : ownerName}, face down (seen by all)`
        : face === "down"
          ? mine
            ? "yours, face down"
            : `${ownerName}, face down`
          : mine
            ? "yours, hidden under the Cloak"
            : `${ownerName}, under the Cloak`;
  return (
    <CardImage
      card={card}
      owner={owner}
      down={face !== "up"}
      note={note}
      label={note}
      motion={`rb-${owner}-${card}`}
      motionFrom={where}
      motionTo={leaving}
      face={face === "up" ? "up" : "down"}
    />
  );
}

export function GoalCard({ goal, small = false }: { goal: RuseAndBruiseGoal; small?: boolean }) {
  return (
    <span className={`rb-goal rb-domain-${goal.domain}${small ? " rb-goal-small" : ""}`}>
      <DomainIcon domain={goal.domain} />
      <span className="rb-goal-domain">{domainName(goal.domain)}</span>
      <span className="rb-goal-value">{goal.value}</span>
    </span>
  );
}

/** A goal card as a picture that names itself. */
export function GoalImage({
  goal,
  small = false,
  motion,
}: {
  goal: RuseAndBruiseGoal;
  small?: boolean;
  motion?: string;
}) {
  const text = `Goal: ${goalName(goal)} — worth ${goal.value} point${goal.value === 1 ? "" : "s"}; its column needs ${goal.value} card${goal.value === 1 ? "" : "s"}.`;
  return (
    <span
      role="img"
      aria-label={text}
      data-tip={text}
      className="rb-goal-holder"
      data-motion={motion}
    >
      <GoalCard goal={goal} small={small} />
    </span>
  );
}
