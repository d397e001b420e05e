// A spot drawn as a button: its visible content (the piece itself), then,
// for screen readers only, what it is and what a touch does. Its
// accessible name thus starts with what is seen on it.
import type { HTMLAttributes, ReactNode } from "react";
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
  return <SpotButton view={play.spot(at, options)} className={className} {...rest}>{children}</SpotButton>;
}

interface SpotButtonProps extends Omit<HTMLAttributes<HTMLButtonElement>, "onClick">, DataAttributes {
  view: SpotView;
  children?: ReactNode;
}

/** A spot from its props and words (when they were made elsewhere, as a player panel's). */
export function SpotButton({ view, children, className, ...rest }: SpotButtonProps) {
  return (
    <button {...rest} {...view.props} className={`${view.props.className}${className ? ` ${className}` : ""}`}>
      {children}
      <span className="sr-only">{view.said}</span>
    </button>
  );
}
