// Seat colours and names as every table shows them.

/** One colour per seat, in seat order (Ruse & Bruise's six card colours). */
export const SEAT_COLOURS: readonly { name: string; ink: string; soft: string }[] = [
  { name: "red", ink: "#b83227", soft: "#fbe5e2" },
  { name: "blue", ink: "#2d64a0", soft: "#e2ecf7" },
  { name: "green", ink: "#2e7d4f", soft: "#e1f2e7" },
  { name: "yellow", ink: "#8a6d00", soft: "#fbf3cf" },
  { name: "purple", ink: "#6e45a0", soft: "#eee6f7" },
  { name: "orange", ink: "#b0550f", soft: "#fcebdc" },
];

export function seatColour(seat: number): { name: string; ink: string; soft: string } {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? { name: "grey", ink: "#555", soft: "#eee" };
}

/** A seat's display name ("Seat 3" when the list has none). */
export function nameOf(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

/** "You" for the seat at the device, its name otherwise. */
export function youOr(names: readonly string[], seat: number, viewer: number | undefined): string {
  return seat === viewer ? "You" : nameOf(names, seat);
}

/**
 * How a sentence names seats, as every table's words do: "You" for the
 * seat at the device (`viewer`) with the verb agreeing ("You reveal"), the
 * seat's name for the others and for bots, in the third person ("Ana
 * reveals", "Seat 2 (bot) reveals"). With no viewer (a spectator, several
 * people at one device) every seat is named.
 */
export interface SeatWords {
  /** "You" or the seat's name (`start: false`: "you" inside a sentence). */
  who(seat: number, start?: boolean): string;
  /** "Your" or "Ana's" (`start: false`: "your"). */
  whose(seat: number, start?: boolean): string;
  /** The seat and its verb: `does(0, "reveal", "reveals")` is "You reveal" or "Ana reveals". */
  does(seat: number, youForm: string, theirForm: string, start?: boolean): string;
  /** Whether the seat is the one at the device. */
  isYou(seat: number): boolean;
}

export function seatWords(names: readonly string[], viewer: number | undefined): SeatWords {
  const isYou = (seat: number) => viewer !== undefined && seat === viewer;
  const who = (seat: number, start = true) =>
    isYou(seat) ? (start ? "You" : "you") : nameOf(names, seat);
  return {
    isYou,
    who,
    whose: (seat, start = true) =>
      isYou(seat) ? (start ? "Your" : "your") : `${nameOf(names, seat)}'s`,
    does: (seat, youForm, theirForm, start = true) =>
      `${who(seat, start)} ${isYou(seat) ? youForm : theirForm}`,
  };
}
