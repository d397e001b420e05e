// Turn clocks as a player reads them: minutes and seconds left, counting
// down between the server's messages.
import { useEffect, useState } from "react";
import type { ClockState } from "./protocol";

/** "4:05", "0:09": the time left, rounded up to the second. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What a seat's clock shows now, given the clocks as sent at `at` (performance.now()). */
export function timeLeft(clock: ClockState, at: number, now: number): number {
  return clock.running ? clock.left - (now - at) : clock.left;
}

/** Now, again every `ms` while `ticking` (a running clock is on screen). */
export function useNow(ticking: boolean, ms = 250): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(performance.now()), ms);
    return () => clearInterval(timer);
  }, [ticking, ms]);
  return ticking ? now : performance.now();
}
