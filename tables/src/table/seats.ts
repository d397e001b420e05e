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
