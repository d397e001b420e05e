// How many seats, and who sits at each: a human at this device (with a
// name, if they like) or a bot.
import { NAME_LENGTH, type SeatKind } from "ruleshelf/react";

interface SeatsSetupProps {
  min: number;
  max: number;
  kinds: readonly SeatKind[];
  names: readonly string[];
  onChange: (kinds: SeatKind[], names: string[]) => void;
}

export function SeatsSetup({ min, max, kinds, names, onChange }: SeatsSetupProps) {
  const resize = (count: number) =>
    onChange(
      Array.from({ length: count }, (_, seat) => kinds[seat] ?? (seat === 0 ? "human" : "bot")),
      Array.from({ length: count }, (_, seat) => names[seat] ?? ""),
    );
  const setKind = (seat: number, kind: SeatKind) =>
    onChange(
      kinds.map((old, i) => (i === seat ? kind : old)),
      [...names],
    );
  const setName = (seat: number, name: string) =>
    onChange(
      [...kinds],
      names.map((old, i) => (i === seat ? name : old)),
    );
  return (
    <fieldset className="seats">
      <legend>Seats</legend>
      <div className="field">
        <label htmlFor="seat-count">Number of seats</label>
        <select
          id="seat-count"
          value={kinds.length}
          onChange={(event) => resize(Number(event.target.value))}
        >
          {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
      <ul className="seat-kinds">
        {kinds.map((kind, seat) => (
          <li key={seat} className="seat-row">
            <label htmlFor={`seat-kind-${seat}`}>Seat {seat + 1}</label>
            <select
              id={`seat-kind-${seat}`}
              value={kind}
              onChange={(event) => setKind(seat, event.target.value === "bot" ? "bot" : "human")}
            >
              <option value="human">Human</option>
              <option value="bot">Bot</option>
            </select>
            <input
              aria-label={`Seat ${seat + 1} name`}
              placeholder={`Seat ${seat + 1}`}
              maxLength={NAME_LENGTH}
              value={names[seat] ?? ""}
              onChange={(event) => setName(seat, event.target.value)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
