// A moment the table shouts: "BANG!" over the table, with a flash and a
// shake, for the move that made it. With motion off it is simply shown.
import { useEffect, useRef, type RefObject } from "react";
import { animate } from "./motion";
import "./table.css";

interface BurstProps {
  text: string;
  /** A line under it ("Seat 2 loses a skill chip"). */
  detail?: string;
  /** The element to shake (the table). */
  shake?: RefObject<HTMLElement | null>;
  /**
   * Shouted in its place in the table's flow (a banner among the table's
   * badges) instead of over the table: it then covers nothing a player
   * must read while the decision waits.
   */
  inline?: boolean;
}

export function Burst({ text, detail, shake, inline = false }: BurstProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) {
      animate(
        box.current,
        [
          { transform: "scale(0.3) rotate(-8deg)", opacity: 0 },
          { transform: "scale(1.25) rotate(3deg)", opacity: 1, offset: 0.45 },
          { transform: "scale(1) rotate(0deg)", opacity: 1 },
        ],
        400,
      );
    }
    if (shake?.current) {
      animate(
        shake.current,
        [
          { transform: "translateX(0)" },
          { transform: "translateX(-6px)", offset: 0.2 },
          { transform: "translateX(6px)", offset: 0.4 },
          { transform: "translateX(-4px)", offset: 0.6 },
          { transform: "translateX(3px)", offset: 0.8 },
          { transform: "translateX(0)" },
        ],
        380,
      );
    }
  }, [shake]);
  return (
    <div
      className={inline ? "burst burst-inline" : "burst"}
      ref={box}
      role="status"
      data-testid="burst"
    >
      <span className="burst-text">{text}</span>
      {detail && <span className="burst-detail">{detail}</span>}
    </div>
  );
}
