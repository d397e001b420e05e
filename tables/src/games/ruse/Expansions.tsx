// The mini-expansions' boards: the Firefox board (its ring of face-up tiles,
// the pawn, the pile, the die spaces) and the Village board (its track with
// the entry bonuses, the track tiles on the green spaces, every seat's paw,
// the hunting and marking spots and kit actions beside each space, the
// pile, the die spaces).
import type { RuseVillageAction } from "ruleshelf";
import { Spot } from "../../table/Spot";
import type { RuseTableContext } from "./context";
import { DieSpace } from "./TerritoriesBoard";
import { HuntingTile, Marker, Paw } from "./pieces";
import {
  bonusesText,
  capitalized,
  data,
  firefoxTileText,
  ordinal,
  plural,
  seatName,
  zoneName,
} from "./words";

export function FirefoxBoard({ ctx }: { ctx: RuseTableContext }) {
  const ff = ctx.view.firefox;
  const board = data().firefox?.board;
  if (!ff || !board) return null;
  const n = ff.ring.length;
  return (
    <section
      className="rf-firefox"
      aria-label={capitalized(zoneName("firefox"))}
      data-testid="rf-firefox"
    >
      <h3>{capitalized(zoneName("firefox"))}</h3>
      <p className="rf-small-text">
        A die placed here moves the pawn clockwise by its value; the pawn collects the tile where it
        stops (or {bonusesText(board.empty)} if none is left), and the tile is replaced from the
        pile.
      </p>
      <div className="rf-ring" role="list" aria-label="The ring, clockwise from the top">
        {ff.ring.map((tile, space) => {
          const angle = (space / n) * 2 * Math.PI;
          const style = {
            left: `${50 + 38 * Math.sin(angle)}%`,
            top: `${50 - 38 * Math.cos(angle)}%`,
          };
          const text =
            tile == null ? `no tile: ${bonusesText(board.empty)}` : firefoxTileText(tile);
          return (
            <div
              key={space}
              role="listitem"
              className={`rf-ring-space${ff.pawn === space ? " rf-ring-pawn" : ""}`}
              style={style}
              data-tip={`The ${ordinal(space)} space: ${text}.`}
            >
              <span
                className="rf-ring-tile"
                data-motion={tile == null ? undefined : `fftile:${tile}`}
              >
                {text}
              </span>
              {ff.pawn === space && (
                <span className="rf-firefox-pawn" data-motion="firefox-pawn">
                  <svg
                    viewBox="0 0 24 24"
                    width="30"
                    height="30"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M3 3l5 5h8l5-5-1 9c0 5-4 9-8 9s-8-4-8-9z"
                      fill="#d2561b"
                      stroke="#fff"
                      strokeWidth="1.2"
                    />
                    <path d="M7 14c2 1 3 3 5 3s3-2 5-3c-1 4-3 6-5 6s-4-2-5-6z" fill="#fff" />
                  </svg>
                  <span className="sr-only">the Firefox pawn</span>
                </span>
              )}
            </div>
          );
        })}
        <div className="rf-ring-centre">
          <div className="rf-diespaces" role="group" aria-label="The Firefox board's die spaces">
            {ff.dice.map((space, i) => (
              <DieSpace
                key={i}
                ctx={ctx}
                at={`space:ff:${i}`}
                space={space}
                cost={board.dieSpaces[i] ?? 0}
                name={`${zoneName("firefox")}'s ${ordinal(i)} die space`}
              />
            ))}
          </div>
          <span className="rf-small-text">
            Pile: {ff.pile} · collected: {ff.taken.length}
          </span>
        </div>
      </div>
    </section>
  );
}

function actionText(action: RuseVillageAction): string {
  const board = data().village?.board;
  if (action === "kit") return `Increase a kit die (${board?.kitCost ?? 0})`;
  if ("hunt" in action) return `Collect a hunting tile (${board?.huntCost ?? 0})`;
  return `Mark a territory (${board?.markCost ?? 0})`;
}

export function VillageBoard({ ctx }: { ctx: RuseTableContext }) {
  const { view, names, dp } = ctx;
  const village = view.village;
  const d = data().village;
  if (!village || !d) return null;
  const turnSeat = view.turn?.seat;
  const buying =
    view.phase.type === "act" && view.turn?.spot?.type === "village" && turnSeat !== undefined;
  const pawAt = turnSeat === undefined ? -1 : (village.paws[turnSeat] ?? 0);
  // The track tiles lie on the green spaces, in track order.
  const greenIndex = d.track.map(
    (_, i) => d.track.slice(0, i + 1).filter((space) => space.green).length - 1,
  );
  const side = (action: RuseVillageAction | undefined, n: number) => {
    if (!action) return null;
    const kind = action === "kit" ? "kit" : "hunt" in action ? "hunt" : "mark";
    const live = buying && pawAt === n;
    const piece =
      action !== "kit" && "hunt" in action ? (
        village.hunting[action.hunt] ? (
          <span className="rf-piece" data-motion={`vhunt:${action.hunt}`}>
            <HuntingTile size={18} />
            <span className="sr-only">a hunting tile</span>
          </span>
        ) : null
      ) : action !== "kit" && "mark" in action ? (
        village.marks[action.mark] != null ? (
          <span className="rf-piece">
            <Marker seat={village.marks[action.mark] ?? 0} size={18} />
            <span className="sr-only">
              {seatName(names, village.marks[action.mark] ?? 0)}'s marker
            </span>
          </span>
        ) : null
      ) : null;
    if (!live) {
      return (
        <span
          className="rf-chip rf-village-action"
          data-tip={`${actionText(action)}, beside the ${ordinal(n - 1)} space.`}
        >
          {actionText(action)} {piece}
        </span>
      );
    }
    return (
      <Spot
        play={dp}
        at={`buy:${kind}`}
        className="rf-chip rf-chip-spot rf-village-action"
        options={{ label: "" }}
      >
        {actionText(action)} {piece}
      </Spot>
    );
  };
  return (
    <section
      className="rf-village"
      aria-label={capitalized(zoneName("village"))}
      data-testid="rf-village"
    >
      <h3>{capitalized(zoneName("village"))}</h3>
      <div className="rf-diespaces" role="group" aria-label="The Village board's die spaces">
        {village.dice.map((space, i) => (
          <DieSpace
            key={i}
            ctx={ctx}
            at={`space:vl:${i}`}
            space={space}
            cost={d.board.dieSpaces[i] ?? 0}
            name={`${zoneName("village")}'s ${ordinal(i)} die space`}
          />
        ))}
        <span className="rf-small-text">
          A die here moves your paw one space on (collecting its bonus); then spend the die on the
          actions beside it. Village hunting tiles left: {village.pile}.
        </span>
      </div>
      <ol className="rf-village-track">
        {[0, ...d.track.map((_, i) => i + 1)].map((n) => {
          const space = n === 0 ? undefined : d.track[n - 1];
          const tile = space?.green
            ? d.trackTiles[village.trackTiles[greenIndex[n - 1] ?? -1] ?? -1]
            : undefined;
          const paws = village.paws.flatMap((at, seat) => (at === n ? [seat] : []));
          const tip = space
            ? `The ${ordinal(n - 1)} space: entering it gives ${bonusesText(space.entry)}${tile ? ` and its track tile, ${bonusesText(tile.bonus)}` : ""}.`
            : "The start of the Village track.";
          return (
            <li
              key={n}
              className={`rf-village-space${space?.green ? " rf-village-green" : ""}${buying && pawAt === n ? " rf-x-here" : ""}`}
            >
              <span className="rf-village-head" data-tip={tip}>
                <strong>{n === 0 ? "Start" : n}</strong>
                {space && space.entry.length > 0 && <span>{bonusesText(space.entry)}</span>}
                {tile && <span className="rf-track-tile">{bonusesText(tile.bonus)}</span>}
              </span>
              <span className="rf-paws">
                {paws.map((seat) => (
                  <span key={seat} className="rf-piece" data-motion={`vpaw:${seat}`}>
                    <Paw seat={seat} size={20} />
                    <span className="sr-only">{seatName(names, seat)}'s paw</span>
                  </span>
                ))}
              </span>
              {side(space?.left, n)}
              {side(space?.right, n)}
            </li>
          );
        })}
      </ol>
      <p className="rf-small-text">
        {plural(village.hunting.filter(Boolean).length, "hunting spot")} hold a face-down tile.
      </p>
    </section>
  );
}
