// A rules reminder in the app's own words.
export function Rules() {
  return (
    <div className="rules">
      <p>
        Four rounds. Each round begins with the destiny phase: a destiny tile turns up (it places
        the hunter and gives its bonus to anyone who rolls the destiny die's value), the destiny die
        says day or night, and the turn order follows the VP track (the trailing seats take the
        turn-order tiles).
      </p>
      <p>
        On your turn roll your action die, collect GP by its value, and place it: on a die space of
        a vital territory (then move your fox forward along its exploration spaces and spend the
        die's value on what the tile where it stops offers — track, kit, hunt, mark), in one of the
        Mountains' three zones, on your den board (draw den path tiles and place them, rotated, so a
        path leads from the base towards the cubes), or on a kept Action tile. Each action once per
        turn; once the die reaches 0, GP pay the rest. Foxes pay GP when passing other seats' marks.
      </p>
      <p>
        At the end of a round, declare completed private objectives, then grow your kits along their
        growth tracks; a kit out of the den can move above a cube, whose release develops an
        instinct. After round four, the star, the hunting cache, the kits and the common objectives
        score; objectives left in hand cost VP. Most VP wins.
      </p>
    </div>
  );
}
