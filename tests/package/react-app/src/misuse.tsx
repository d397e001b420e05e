// Not part of the page: each line below is a mistake the types must refuse
// (tsc fails on a @ts-expect-error that meets no error).
import { RuleshelfTable } from "ruleshelf/react";
import type {} from "ruleshelf/table";

// @ts-expect-error: a Rurik option given to Ruleta Rusa
export const otherGames = <RuleshelfTable game="ruleta-rusa" options={{ modules: ["boats"] }} />;
// @ts-expect-error: no such strength
export const strength = <RuleshelfTable game="ruleta-rusa" botStrength="expert" />;
// @ts-expect-error: not a game on the shelf
export const unknown = <RuleshelfTable game="chess" />;

export function element() {
  const table = document.createElement("ruleshelf-table");
  // @ts-expect-error: seats is a number
  table.seats = "x";
  return table;
}
