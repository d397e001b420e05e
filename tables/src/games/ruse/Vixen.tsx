// VIXEN, the automated fox, as everyone sees it: its solo board (the
// territory markers still on it, its kit dice on its growth track and the
// black ones in reserve, the open spaces above the board with their dice,
// its hunting cache, den and territory tiles), its VP and dice, and the card
// of its latest turn with the row its die picked marked. Nothing of it is a
// spot: VIXEN plays itself.
import type { RuseKit, RuseVixenPlace, RuseVixenView } from "ruleshelf";
import { PlayerPanel } from "../../table/PlayerPanel";
import type { RuseTableContext } from "./context";
import { DenTile, DieFace, Fox, HuntingTile, KitDie, Marker } from "./pieces";
import {
  capitalized,
  data,
  huntingTileText,
  ordinal,
  plural,
  territoryName,
  vixenIconText,
} from "./words";

function placeName(place: RuseVixenPlace): string {
  return place === "den" ? "its den" : `the ${territoryName(place)}`;
}

/** VIXEN's card: its round, level and dice, the instant bonus, and its rows (`row`: the one in use, marked). */
export function VixenCard({
  card,
  row,
  roll,
}: {
  card: number;
  row: number | undefined;
  roll: number | undefined;
}) {
  const c = data().vixen?.cards[card];
  if (!c) return null;
  return (
    <figure
      className="rf-vixen-card"
      data-testid="rf-vixen-card"
      aria-label={`VIXEN's card ${card + 1}`}
    >
      <figcaption>
        <strong>Card {card + 1}</strong> · round {c.round} · level {c.level} ·{" "}
        {plural(c.dice, "action die", "action dice")}
        {roll != null && <> · rolled {roll}</>}
      </figcaption>
      {c.instant.length > 0 && (
        <p className="rf-small-text">
          When revealed: VIXEN {c.instant.map(vixenIconText).join(", then ")}.
        </p>
      )}
      <ol className="rf-vixen-rows">
        {c.rows.map((r, i) => {
          const used = i === row;
          const [lo, hi] = r.dice;
          return (
            <li
              key={i}
              className={used ? "rf-vixen-row rf-vixen-row-used" : "rf-vixen-row"}
              aria-current={used ? "true" : undefined}
              data-tip={`Row ${i + 1}: on a roll of ${lo === hi ? lo : `${lo} to ${hi}`}, VIXEN places its die in ${placeName(r.place)}, ${r.icons.map(vixenIconText).join(", then ")}, and scores ${r.vp} VP.`}
            >
              <span className="rf-vixen-faces">{lo === hi ? lo : `${lo}–${hi}`}</span>
              <span>
                {capitalized(placeName(r.place))}: {r.icons.map(vixenIconText).join(", ")}
              </span>
              <strong>{r.vp} VP</strong>
              {used && <span className="sr-only"> (the row in use)</span>}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

/** Where VIXEN's kit dice stand: each space of its growth track, the reserve, the kits out of the den. */
function VixenKits({ vixen }: { vixen: RuseVixenView }) {
  const board = data().vixen?.board;
  const spaces = board?.growthSpaces ?? 5;
  const own = board?.kits ?? 3;
  const kits = vixen.public.kits.map((kit, index) => ({ kit, index, black: index >= own }));
  const die = ({ kit, index, black }: { kit: RuseKit; index: number; black: boolean }) => (
    <span
      key={index}
      className="rf-piece"
      data-motion={`vixen-kit:${index}`}
      data-tip={`${black ? "A black kit die" : "A kit die"} of value ${kit.value}.`}
    >
      <KitDie value={kit.value} seat={vixen.colour} black={black} size={20} />
      <span className="sr-only">{`${black ? "black kit" : "kit"} of value ${kit.value}`}</span>
    </span>
  );
  const at = (space: number) =>
    kits.filter(({ kit }) => kit.place.type === "growing" && kit.place.space === space);
  const reserve = kits.filter(
    ({ kit }) => kit.place.type === "locked" || kit.place.type === "ready",
  );
  const exited = kits.filter(({ kit }) => kit.place.type === "exited");
  return (
    <div className="rf-vixen-kits" role="group" aria-label="VIXEN's growth track">
      {Array.from({ length: spaces }, (_, i) => i + 1).map((space) => (
        <span
          key={space}
          className="rf-vixen-space"
          data-tip={`Space ${space} of VIXEN's growth track${space === spaces ? ": a kit that grows from here leaves the den" : ""}.`}
        >
          <span className="rf-vixen-space-n">{space}</span>
          {at(space).map(die)}
        </span>
      ))}
      <span className="rf-vixen-space rf-vixen-out" data-tip="Kits out of VIXEN's den.">
        <span className="rf-vixen-space-n">Out</span>
        {exited.map(die)}
      </span>
      <span
        className="rf-vixen-space rf-vixen-reserve"
        data-tip="Black kit dice in reserve: one is released each time a kit leaves the den."
      >
        <span className="rf-vixen-space-n">Reserve</span>
        {reserve.map(die)}
      </span>
    </div>
  );
}

/** VIXEN's solo board and its latest card (the tab of that name). */
export function VixenBoard({ ctx }: { ctx: RuseTableContext }) {
  const vixen = ctx.view.vixen;
  const board = data().vixen?.board;
  if (!vixen || !board) return null;
  const p = vixen.public;
  const left = board.markers - p.markersOut;
  return (
    <section className="rf-vixen" aria-label="VIXEN's board" data-testid="rf-vixen-board">
      <h3>{capitalized(board.name)}</h3>
      <p className="rf-vixen-facts">
        <span data-tip={`VIXEN has ${p.vp} VP.`}>
          <Fox seat={vixen.colour} size={22} /> <strong>{p.vp}</strong> VP
        </span>
        <span
          data-tip={`Action dice this round: ${vixen.diceThisRound}, ${vixen.diceLeft} still to play.`}
        >
          Dice {vixen.diceLeft}/{vixen.diceThisRound}
        </span>
        <span data-tip={`${ordinal(p.place)} on the turn order track this round.`}>
          {capitalized(ordinal(p.place))} in turn order
        </span>
        <span data-tip="Face-down cards left in VIXEN's deck.">
          {plural(vixen.deck, "card")} in its deck
        </span>
      </p>
      <div className="rf-vixen-grid">
        <div
          role="group"
          aria-label="VIXEN's markers"
          data-tip={`Territory markers still on VIXEN's board: ${left} of ${board.markers}.`}
        >
          <span className="rf-label">Markers</span>{" "}
          {Array.from({ length: board.markers }, (_, i) => (
            <span
              key={i}
              className={i < p.markersOut ? "rf-vixen-slot rf-vixen-slot-empty" : "rf-vixen-slot"}
            >
              {i >= p.markersOut && <Marker seat={vixen.colour} size={20} />}
            </span>
          ))}
          <span className="sr-only">{`${left} of ${board.markers} markers on the board`}</span>
        </div>
        <div role="group" aria-label="The spaces above VIXEN's board">
          <span className="rf-label">Den spaces</span>{" "}
          {p.dice.map((value, i) =>
            // An open space comes as null from the engine (its JSON), as undefined from a hand-made view.
            value == null ? (
              <span key={i} className="rf-diespace" data-tip={`Den space ${i + 1}: open.`}>
                <span className="rf-diespace-cost">{i + 1}</span>
                <span className="rf-diespace-empty" />
                <span className="sr-only">open</span>
              </span>
            ) : (
              <span
                key={i}
                className="rf-diespace"
                data-tip={`Den space ${i + 1}: VIXEN's die showing ${value}.`}
              >
                <span className="rf-diespace-cost">{i + 1}</span>
                <span data-motion={`vixen-den:${i}`} data-motion-from={`dice:${vixen.colour}`}>
                  <DieFace value={value} seat={vixen.colour} size={22} />
                </span>
                <span className="sr-only">{`VIXEN's die showing ${value}`}</span>
              </span>
            ),
          )}
        </div>
        <VixenKits vixen={vixen} />
        <p className="rf-vixen-tiles">
          <span
            data-tip={
              p.cache.length === 0
                ? "No hunting tile in VIXEN's cache."
                : `VIXEN's hunting tiles: ${p.cache.map(huntingTileText).join("; ")}.`
            }
          >
            <HuntingTile size={18} /> {plural(p.cache.length, "hunting tile")}
          </span>
          <span
            data-tip={`Den path tiles VIXEN drew and keeps (1 VP per ${board.denTilesPerVp} at the end); ${vixen.bag} left in its bag.`}
          >
            <DenTile openings={5} kind="path" seat={vixen.colour} size={18} />{" "}
            {plural(p.denTiles, "den path tile")} · bag {vixen.bag}
          </span>
          <span
            data-tip={`Bonus den path tiles VIXEN took (${board.bonusDenVp} VP each at the end).`}
          >
            {plural(p.bonusTiles.length, "bonus den tile")}
          </span>
          <span
            data-tip={`Territory tiles VIXEN drew (1 VP per ${board.territoryTilesPerVp} at the end).`}
          >
            {plural(p.territoryTiles, "territory tile")}
          </span>
        </p>
      </div>
      {vixen.card == null ? (
        <p className="rf-empty">No card revealed yet.</p>
      ) : (
        <VixenCard card={vixen.card} row={vixen.row} roll={p.roll} />
      )}
    </section>
  );
}

/** VIXEN's panel beside the seats': its VP, dice, markers and its latest card's row. */
export function VixenPanel({ ctx }: { ctx: RuseTableContext }) {
  const vixen = ctx.view.vixen;
  if (!vixen) return null;
  const p = vixen.public;
  const row =
    vixen.card == null || vixen.row == null
      ? undefined
      : data().vixen?.cards[vixen.card]?.rows[vixen.row];
  const playing = ctx.view.phase.type === "vixen";
  return (
    <PlayerPanel
      seat={vixen.colour}
      name="VIXEN"
      you={false}
      acting={playing}
      tags={
        <>
          <span className="tag">automated</span>
          {p.place === 0 && <span className="tag">first</span>}
        </>
      }
      motionId="panel:vixen"
      className="rf-vixen-panel"
    >
      <div className="rf-panel-row" data-testid="rf-vixen-panel">
        <span className="rf-score" data-tip={`VIXEN has ${p.vp} victory points.`}>
          <strong>{p.vp}</strong> VP
        </span>
        <span
          className="rf-dice"
          data-motion={`dice:${vixen.colour}`}
          data-tip={`VIXEN's action dice this round: ${vixen.diceThisRound}, ${vixen.diceLeft} still to play.`}
        >
          {Array.from({ length: vixen.diceLeft }, (_, i) => (
            <DieFace key={i} value={6} seat={vixen.colour} size={18} />
          ))}
          <span className="rf-count">
            {vixen.diceLeft}/{vixen.diceThisRound}
          </span>
          <span className="sr-only"> action dice left</span>
        </span>
        {ctx.view.cheese === vixen.colour && <span data-tip="VIXEN holds the cheese.">cheese</span>}
        {ctx.view.star === vixen.colour && <span data-tip="VIXEN holds the star.">star</span>}
      </div>
      {row && vixen.card != null && vixen.row != null && (
        <p className="panel-note" data-tip={`Card ${vixen.card + 1}, row ${vixen.row + 1}.`}>
          Card {vixen.card + 1}, row {vixen.row + 1}: {capitalized(placeName(row.place))},{" "}
          {row.icons.map(vixenIconText).join(", ")} ({row.vp} VP)
        </p>
      )}
    </PlayerPanel>
  );
}
