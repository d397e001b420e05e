// The turn clocks (the setup's `clock`): a human seat's clock runs while it
// must decide and plays for itself; per move it starts afresh after each
// decision of its own, per game it is one budget. These functions keep the
// seats' clocks; the room sets the timer and sends `clocks`.
import type { Clock, ClockState } from "./protocol.js";
import type { SeatState } from "./seats.js";

/** Charges every running clock the time it ran until `now`, and stops them all. */
export function stopClocks(seats: SeatState[], now: number): void {
  for (const at of seats) {
    if (at.clock.since !== undefined)
      at.clock.left = Math.max(0, at.clock.left - (now - at.clock.since));
    at.clock.since = undefined;
  }
}

/**
 * A seat's decision was played: with a clock per move its time starts
 * afresh, and a seat a bot played for running out of time is its
 * player's again. Whether it was out of time (everyone must be told).
 */
export function decided(at: SeatState, clock: Clock): boolean {
  if (clock.per !== "move") return false;
  at.clock.left = clock.seconds * 1000;
  const was = at.outOfTime;
  at.outOfTime = false;
  return was;
}

/**
 * Starts the clocks of the seats `toAct` that play for themselves (human,
 * not covered, not out of time) at `now`; returns the milliseconds until
 * the first runs out, or undefined when none runs.
 */
export function startClocks(seats: SeatState[], toAct: number[], now: number): number | undefined {
  const running = toAct
    .map((seat) => seats[seat]!)
    .filter((at) => at.kind === "human" && !at.covered && !at.outOfTime);
  for (const at of running) at.clock.since = now;
  return running.length > 0 ? Math.min(...running.map((at) => at.clock.left)) : undefined;
}

/** Marks out of time every running clock that has run out by `now`; returns their seats. */
export function runOut(seats: SeatState[], now: number): number[] {
  const out: number[] = [];
  for (const [seat, at] of seats.entries()) {
    const { since, left } = at.clock;
    if (since !== undefined && left - (now - since) <= 1) {
      at.outOfTime = true;
      out.push(seat);
    }
  }
  return out;
}

/** Every human seat's clock, as `clocks` sends it. */
export function clockStates(seats: SeatState[]): ClockState[] {
  return seats.flatMap((at, seat) =>
    at.kind === "human"
      ? [{ seat, left: Math.round(at.clock.left), running: at.clock.since !== undefined }]
      : [],
  );
}
