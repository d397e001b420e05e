// A seat's panel, as Board Game Arena's player panels: its colour, its
// name ("You" for the seat at the device), whether it is to act or out, and
// what the game shows of it (chips, hand size, goals won…) as children.
import type { CSSProperties, ReactNode } from "react";
import type { SpotProps } from "./directPlay";
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
  /** When the seat itself can be touched (give it the turn, accuse it…). */
  spot?: SpotProps;
  /** A motion id for the panel's head: pieces that come from or go to this seat glide from or to it. */
  motionId?: string;
  className?: string;
  children?: ReactNode;
}

export function PlayerPanel({ seat, name, you, acting = false, out = false, tags, spot, motionId, className, children }: PlayerPanelProps) {
  const colour = seatColour(seat);
  const classes = ["panel", acting ? "panel-acting" : "", out ? "panel-out" : "", you ? "panel-you" : "", className ?? ""];
  const who = (
    <>
      <span className="panel-avatar" aria-hidden="true">
        {you ? "★" : seat + 1}
      </span>
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
          <button {...spot} className={`${spot.className} panel-who`}>
            {who}
          </button>
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
