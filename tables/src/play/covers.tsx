// The shelf's covers: a small picture drawn for each game in its folder
// (games/<id>/cover.tsx), the name a player knows it by and a line saying
// what kind of game it is. Kept apart from the tables, so the menu loads
// none of them.
import { gameInfo } from "../engine";
import type { Cover } from "../games/types";

const COVERS: Readonly<Record<string, Cover>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Cover>("../games/*/cover.tsx", { eager: true, import: "cover" }),
  ).map(([path, cover]) => [path.split("/")[2], cover]),
);

/** The name a game goes by on the shelf and on its table. */
export function gameTitle(id: string): string {
  return COVERS[id]?.title ?? gameInfo(id)?.name ?? id;
}

/** What kind of game it is, in a line. */
export function gameTagline(id: string): string | undefined {
  return COVERS[id]?.tagline;
}

/** The game's picture (a plain one for a game without its own). */
export function GameCover({ id }: { id: string }) {
  return (
    <svg className="cover" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      {COVERS[id]?.picture ?? <rect width="120" height="80" fill="#d8d2c4" />}
    </svg>
  );
}
