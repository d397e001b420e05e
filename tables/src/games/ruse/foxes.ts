// Every colour on the shared boards: the seats, then VIXEN when it plays
// (its pieces — fox, fox head, markers, dice, cubes — carry the index after
// the last seat, `vixen.colour`).
import type { RuseFox, RuseView } from "ruleshelf";

export interface FoxOnBoard {
  /** The seat, or VIXEN's colour. */
  colour: number;
  vp: number;
  /** The standing fox (none: in the centre of the Vital Territories). */
  fox: RuseFox | undefined;
  vixen: boolean;
}

export function foxesOf(view: RuseView): FoxOnBoard[] {
  const seats = view.players.map((p, seat) => ({
    colour: seat,
    vp: p.vp,
    fox: p.fox ?? undefined,
    vixen: false,
  }));
  const v = view.vixen;
  return v
    ? [...seats, { colour: v.colour, vp: v.public.vp, fox: v.public.fox ?? undefined, vixen: true }]
    : seats;
}
