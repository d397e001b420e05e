// Words for a game that has no table of its own: built from the fields.

const SEAT_FIELDS = new Set([
  "seat",
  "seats",
  "target",
  "to",
  "from",
  "winner",
  "winners",
  "turn",
  "first",
  "eliminated",
  "dealer",
  "viewer",
  "by",
]);

/** "changeOfTurn" → "change of turn". */
export function spaced(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

/** Any JSON value as short plain text: `{suit: gears, rank: 2}`. */
export function plainText(value: unknown, key = "", names: readonly string[] = []): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number")
    return SEAT_FIELDS.has(key) ? (names[value] ?? `Seat ${value + 1}`) : String(value);
  if (typeof value === "string") return spaced(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value))
    return `[${value.map((item) => plainText(item, key, names)).join(", ")}]`;
  if (typeof value === "object") {
    const fields = Object.entries(value).map(([k, v]) => `${spaced(k)}: ${plainText(v, k, names)}`);
    return `{${fields.join(", ")}}`;
  }
  return String(value);
}

/** The fields of a plain object other than `skip`, in words. */
export function fieldsInWords(
  object: object,
  skip: readonly string[],
  names: readonly string[],
): string {
  return Object.entries(object)
    .filter(([key]) => !skip.includes(key))
    .map(([key, value]) => `${spaced(key)}: ${plainText(value, key, names)}`)
    .join(", ");
}

/** An action as "draw (from: pile)". */
export function genericAction(
  action: { type: string; seat: number },
  names: readonly string[],
): string {
  const rest = fieldsInWords(action, ["type", "seat", "game"], names);
  return rest ? `${spaced(action.type)} (${rest})` : spaced(action.type);
}

/** An event as "revealed — seat: Seat 2, chip: click". */
export function genericEvent(event: { type: string }, names: readonly string[]): string {
  const rest = fieldsInWords(event, ["type"], names);
  return rest ? `${spaced(event.type)} — ${rest}` : spaced(event.type);
}
