// The turn being played: the advisor resolved and the action points left.
import type { RurikTurn } from "ruleshelf";
import { bannerName, boardSide, plural, seatName } from "./words";

const POINT_NAMES = {
  muster: "muster",
  movement: "move",
  farMove: "move anywhere",
  attack: "attack",
  easyAttack: "easy attack",
  tax: "tax",
  build: "build",
} as const;

export function TurnPoints({
  turn,
  seat,
  names,
  seats,
  viewer,
}: {
  turn: RurikTurn;
  seat: number;
  names: readonly string[];
  seats: number;
  viewer?: number;
}) {
  const points = (Object.keys(POINT_NAMES) as (keyof typeof POINT_NAMES)[])
    .filter((key) => turn.points[key] > 0)
    .map((key) => `${turn.points[key]} ${POINT_NAMES[key]}`);
  const local = turn.localMoves.map((m) => `${plural(m.points, "move")} from one region only`);
  const slot =
    turn.column === undefined ? undefined : boardSide(seats).columns[turn.column]?.slots[turn.row];
  const offer = slot
    ? ` (${plural(slot.points, "point")}${(slot.cost ?? 0) > 0 ? `, costs ${plural(slot.cost ?? 0, "coin")}` : ""})`
    : "";
  const done = [
    turn.schemePlayed && "scheme card played",
    turn.deedDone && "deed accomplished",
    turn.converted && "conversion used",
  ].filter((text): text is string => typeof text === "string");
  return (
    <p className="rurik-turn" data-testid="rurik-turn">
      <strong>{seat === viewer ? "Your" : `${seatName(names, seat)}'s`} turn</strong>
      {turn.column !== undefined &&
        ` — ${bannerName(turn.column, seats)} banner, space ${turn.row + 1}`}
      {turn.resolved
        ? ` · points left: ${[...points, ...local].join(", ") || "none"}`
        : `${offer} · points not taken yet`}
      {done.length > 0 && ` · ${done.join(", ")}`}
    </p>
  );
}
