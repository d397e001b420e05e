// A seat's panel, as Board Game Arena's player panels: its colour, its
// name ("You" for the seat at the device), whether it is to act or out, and
// what the game shows of it (chips, hand size, goals won…) as children.
import type { CSSProperties, ReactNode } from "react";
import type { SpotView } from "./directPlay";
import { SpotButton } from "./Spot";
import { seatColour } from "./seats";
import "./table.css";

interface PlayerPanelProps {
  seat: number;
  /** The seat's display name (with "(bot)" for a bot). */
  name: string;
  /** This seat is the one at the device. */
  you: boolean;
  acting?: boolean;
  out?: boolean;
  /** Short facts beside the name ("dealer", "cover-up used"). */
  tags?: ReactNode;
  /** When the seat itself can be touched (give it the turn…). */
  spot?: SpotView;
  /** A motion id for the panel's head: pieces that come from or go to this seat glide from or to it. */
  motionId?: string;
  className?: string;
  children?: ReactNode;
}

export function PlayerPanel({
  seat,
  name,
  you,
  acting = false,
  out = false,
  tags,
  spot,
  motionId,
  className,
  children,
}: PlayerPanelProps) {
  const colour = seatColour(seat);
  const classes = [
    "panel",
    acting ? "panel-acting" : "",
    out ? "panel-out" : "",
    you ? "panel-you" : "",
    className ?? "",
  ];
  const who = (
    <>
      <svg className="panel-avatar" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="12" style={{ fill: "var(--seat-ink, #2b2a27)" }} />
        <circle cx="12" cy="9.5" r="4" fill="#fff" />
        <path d="M4.5 20a7.5 7.5 0 0 1 15 0z" fill="#fff" />
        {you && <circle cx="19" cy="5" r="3.5" fill="#e0a100" stroke="#fff" strokeWidth="1" />}
      </svg>
      <span className="panel-names">
        <strong className="panel-name">{you ? "You" : name}</strong>
        {you && <span className="panel-seat">{name}</span>}
      </span>
    </>
  );
  return (
    <li
      className={classes.filter(Boolean).join(" ")}
      style={{ "--seat-ink": colour.ink, "--seat-soft": colour.soft } as CSSProperties}
      aria-current={acting ? "true" : undefined}
      aria-label={`${you ? `You (${name})` : name}${acting ? ", to act" : ""}${out ? ", out" : ""}`}
      data-testid="panel"
      data-seat={seat}
    >
      <div className="panel-head" data-motion={motionId}>
        {spot ? (
          <SpotButton view={spot} className="panel-who">
            {who}
          </SpotButton>
        ) : (
          <span className="panel-who">{who}</span>
        )}
        <span className="panel-tags">
          {acting && <span className="tag tag-turn">to act</span>}
          {out && <span className="tag tag-out">out</span>}
          {tags}
        </span>
      </div>
      {children}
    </li>
  );
}
