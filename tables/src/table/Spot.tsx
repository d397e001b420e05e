// A spot drawn as a button: its visible content (the piece itself), then,
// for screen readers only, what it is and what a touch does. Its
// accessible name thus starts with what is seen on it.
import { useEffect, type HTMLAttributes, type ReactNode, type RefObject } from "react";
import type { DirectPlay, SpotOptions, SpotView } from "./directPlay";
import "./table.css";

type DataAttributes = { [key: `data-${string}`]: string | undefined };

interface SpotProps<A> extends Omit<HTMLAttributes<HTMLButtonElement>, "onClick">, DataAttributes {
  play: DirectPlay<A>;
  /** The spot's key (the parts of `pathOf` name spots by it). */
  at: string;
  options: SpotOptions;
  children?: ReactNode;
}

export function Spot<A>({ play, at, options, children, className, ...rest }: SpotProps<A>) {
  return (
    <SpotButton view={play.spot(at, options)} className={className} {...rest}>
      {children}
    </SpotButton>
  );
}

interface SpotButtonProps
  extends Omit<HTMLAttributes<HTMLButtonElement>, "onClick">, DataAttributes {
  view: SpotView;
  children?: ReactNode;
}

/** A spot from its props and words (when they were made elsewhere, as a player panel's). */
export function SpotButton({ view, children, className, ...rest }: SpotButtonProps) {
  return (
    <button
      {...rest}
      {...view.props}
      className={`${view.props.className}${className ? ` ${className}` : ""}`}
    >
      {children}
      <span className="sr-only">{view.said}</span>
    </button>
  );
}

/** The spots a touch plays, picks or goes on with now. */
const LIVE = '[data-play="play"], [data-play="pick"], [data-play="target"]';

/**
 * Keeps the current decision in sight in a part of the table that scrolls
 * inside itself: whenever `moment` changes (a move landed, a pick was
 * made), if that part holds live spots and none of them is in its view, it
 * scrolls (itself only, never the page) to the first one. A player who
 * scrolls away afterwards is left alone until the next moment.
 */
export function useLiveSpotsInView(scroller: RefObject<HTMLElement | null>, moment: string): void {
  useEffect(() => {
    const part = scroller.current;
    if (!part || part.scrollHeight <= part.clientHeight + 1) return;
    const live = [...part.querySelectorAll<HTMLElement>(LIVE)].filter(
      (spot) => spot.getClientRects().length > 0,
    );
    if (live.length === 0) return;
    const box = part.getBoundingClientRect();
    // Wholly in view (a spot cut by the part's edge is easily missed).
    const seen = (spot: HTMLElement) => {
      const r = spot.getBoundingClientRect();
      return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    };
    if (live.some(seen)) return;
    const first = live[0]!.getBoundingClientRect();
    part.scrollTop += first.top - box.top - Math.max(8, (box.height - first.height) / 3);
  }, [scroller, moment]);
}
