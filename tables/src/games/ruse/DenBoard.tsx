// A seat's boards: its personal board (hunting cache, markers, kept tiles,
// the kit dice on their three growth tracks, its instincts) and its den
// board (the 5 × 4 cells with their printed bonuses and placed den tiles,
// the cubes above, the den action spaces, what the die buys there, the
// bag); beside them the instincts board with the bonus den path tiles. The
// seat at the device places drawn tiles here: the tile, a lit cell, then
// how it is turned.
import { useState, type ReactNode } from "react";
import type { RuseDenTile, RusePlayerView } from "ruleshelf";
import { Spot } from "../../table/Spot";
import type { RuseTableContext } from "./context";
import { DenTile, DieFace, HuntingTile, KitDie, Marker } from "./pieces";
import {
  INSTINCTS,
  KIT_TRACK,
  RUSE_TILES,
  bonusText,
  bonusesText,
  capitalized,
  cellName,
  cubeName,
  data,
  denDrawText,
  denTileText,
  huntingTileText,
  kitName,
  kitPlaceText,
  openingsMask,
  openingsText,
  ordinal,
  plural,
  seatName,
  territoryName,
  territoryTileText,
  tileMask,
} from "./words";

interface SeatProps {
  ctx: RuseTableContext;
  seat: number;
  player: RusePlayerView;
  /** The boards of the seat at the device: its pieces are spots. */
  mine: boolean;
}

/** A spot on the seat at the device's own boards, a plain piece (with its tip) on anyone else's. */
function Piece({
  ctx,
  mine,
  at,
  label,
  tip,
  className,
  children,
  motion,
}: {
  ctx: RuseTableContext;
  mine: boolean;
  at: string;
  label: string;
  tip?: string;
  className?: string;
  motion?: string;
  children: ReactNode;
}) {
  if (!mine) {
    return (
      <span className={`rf-plain ${className ?? ""}`} data-tip={tip} data-motion={motion}>
        {children}
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <Spot play={ctx.dp} at={at} className={className} options={{ label, tip }} data-motion={motion}>
      {children}
    </Spot>
  );
}

function GrowthTracks({ ctx, seat, player, mine }: SeatProps) {
  const d = data();
  const kits = player.kits.map((kit, index) => ({ kit, index }));
  const kitPiece = (index: number) => {
    const kit = player.kits[index];
    if (!kit) return null;
    return (
      <Piece
        key={index}
        ctx={ctx}
        mine={mine}
        at={`kit:${index}`}
        label={`${kitName(index)}, value ${kit.value}, ${kitPlaceText(kit.place)}`}
        tip={`${capitalized(kitName(index))}: value ${kit.value}, ${kitPlaceText(kit.place)}.`}
        className="rf-kit-spot"
        motion={`kit:${seat}:${index}`}
      >
        <KitDie value={kit.value} seat={seat} black={index > 2} />
      </Piece>
    );
  };
  return (
    <div className="rf-growth" role="group" aria-label="Growth tracks">
      {d.growthTracks.map((track, ti) => {
        const mineHere = kits.filter(({ index }) => KIT_TRACK[index] === ti);
        const waiting = mineHere.filter(
          ({ kit }) => kit.place.type === "locked" || kit.place.type === "ready",
        );
        return (
          <div key={ti} className="rf-growth-track">
            <span className="rf-growth-name">Track {ti + 1}</span>
            <span className="rf-growth-wait" data-tip="Kit dice waiting to enter this track.">
              {waiting.map(({ index }) => kitPiece(index))}
            </span>
            {[1, 2, 3, 4, 5].map((space) => {
              const icon = space > 1 ? track.icons[space - 2] : undefined;
              const cost = space > 1 ? track.costs[space - 2] : undefined;
              const here = mineHere.filter(({ kit }) =>
                space === 5
                  ? kit.place.type === "exited"
                  : kit.place.type === "growing" && kit.place.space === space,
              );
              const tip =
                space === 5
                  ? `The exit: ${cost} GP and a resource or a hunting tile to step onto it; the first kit out gives ${track.exitVp.join(" VP, the next ")} VP.`
                  : `Space ${space}${cost ? `: ${cost} GP to step onto it` : ": where kits enter"}${icon ? `; entering it gives ${bonusText(icon)}` : ""}.`;
              return (
                <span
                  key={space}
                  className={`rf-growth-space${space === 5 ? " rf-growth-exit" : ""}`}
                  data-tip={tip}
                >
                  <span className="rf-growth-label">
                    {space === 5 ? "Exit" : space}
                    {cost !== undefined && <span className="rf-growth-cost"> {cost} GP</span>}
                  </span>
                  {icon && <span className="rf-growth-icon">{bonusText(icon)}</span>}
                  {here.map(({ index }) => kitPiece(index))}
                </span>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

function PersonalBoard({ ctx, seat, player, mine }: SeatProps) {
  const d = data();
  const slots = d.markerSlotVp.vp;
  const capacity =
    d.hunting.cache + (player.instincts.includes("secondCache") ? d.hunting.secondLevel : 0);
  return (
    <section className="rf-personal" aria-label={`${seatName(ctx.names, seat)}'s personal board`}>
      {player.ruse && (
        <p className="rf-ruse" data-tip={`Ruse tile: ${RUSE_TILES[player.ruse]}.`}>
          <strong>Ruse:</strong> {RUSE_TILES[player.ruse]}
        </p>
      )}
      <div className="rf-personal-row">
        <div className="rf-cache" role="group" aria-label="Hunting cache">
          <span className="rf-label">
            Hunting cache ({player.cache.length} of {capacity})
          </span>
          <span className="rf-cache-tiles">
            {player.cache.map((tile, i) => (
              <Piece
                key={i}
                ctx={ctx}
                mine={mine}
                at={`cache:${tile}`}
                label={`a hunting tile: ${huntingTileText(tile)}`}
                tip={`A hunting tile: ${huntingTileText(tile)}. During the kits' growth it may be exchanged for ${d.hunting.exchangeGp} GP, or pay a kit's exit.`}
                className="rf-cache-tile"
                motion={`cache:${seat}:${i}`}
              >
                <HuntingTile failed={d.huntingTiles[tile]?.bonus.length === 0} size={22} />
                <span className="rf-cache-text">{huntingTileText(tile)}</span>
              </Piece>
            ))}
            {player.cache.length === 0 && <span className="rf-empty">empty</span>}
          </span>
        </div>
        <div
          className="rf-markers"
          role="group"
          aria-label="Territory markers"
          data-tip={`Markers on the board take the leftmost slot; the slot uncovered gives its VP: ${slots.join(", ")}.`}
        >
          <span className="rf-label">Markers</span>
          <span className="rf-marker-slots">
            {slots.map((vp, i) => (
              <span key={i} className="rf-marker-slot">
                {i >= player.markersOut ? (
                  <Marker seat={seat} />
                ) : (
                  <span className="rf-slot-vp">{vp} VP</span>
                )}
              </span>
            ))}
          </span>
        </div>
      </div>
      {player.actionTiles.length > 0 && (
        <div className="rf-kept" role="group" aria-label="Kept Action tiles">
          {player.actionTiles.map((held, i) => (
            <Piece
              key={i}
              ctx={ctx}
              mine={mine}
              at="actiontile"
              label={`a kept Action tile from the ${territoryName(held.home)}`}
              tip={`${territoryTileText(held.tile)}.`}
              className="rf-tile"
            >
              Kept: {territoryTileText(held.tile)}
            </Piece>
          ))}
        </div>
      )}
      <GrowthTracks ctx={ctx} seat={seat} player={player} mine={mine} />
      {player.instincts.length > 0 && (
        <p className="rf-instincts-had">
          <strong>Instincts:</strong> {player.instincts.map((i) => INSTINCTS[i]).join(" · ")}
        </p>
      )}
    </section>
  );
}

function DenGrid({ ctx, seat, player, mine }: SeatProps) {
  const d = data();
  const den = player.den;
  const picked = ctx.picked;
  const rows = [3, 2, 1, 0];
  return (
    <div className="rf-den-grid" role="group" aria-label="Den board">
      {[0, 1, 2, 3, 4].map((col) => {
        const kits = player.kits.flatMap((k, i) =>
          k.place.type === "den" && k.place.slot === col ? [i] : [],
        );
        return (
          <Piece
            key={`cube-${col}`}
            ctx={ctx}
            mine={mine}
            at={`cube:${col}`}
            label={`${cubeName(col)}, ${d.den.cubeVp[col]} VP${den.cubes[col] ? "" : ", released"}`}
            tip={`${capitalized(cubeName(col))}: ${d.den.cubeVp[col]} VP when a kit above it is joined to the base by a path; its cube then develops an instinct.`}
            className="rf-den-cube"
          >
            <span className="rf-cube-vp">{d.den.cubeVp[col]} VP</span>
            {den.cubes[col] ? (
              <span className="rf-cube rf-cube-den" />
            ) : (
              <span className="rf-empty">—</span>
            )}
            {kits.map((i) => (
              <span key={i} data-motion={`kit:${seat}:${i}`}>
                <KitDie value={player.kits[i]?.value ?? 0} seat={seat} black={i > 2} size={18} />
              </span>
            ))}
          </Piece>
        );
      })}
      {rows.flatMap((row) =>
        [0, 1, 2, 3, 4].map((col) => {
          const cell = col + 5 * row;
          const piece = den.cells[cell];
          const printed = d.den.cells[row]?.[col];
          const gained = (den.covered & (1 << cell)) !== 0;
          const lit = picked?.startsWith("cell:") && picked === `cell:${cell}`;
          return (
            <Piece
              key={cell}
              ctx={ctx}
              mine={mine}
              at={`cell:${cell}`}
              label={`the den's cell ${cellName(cell)}${piece ? `, ${denTileText(piece.tile)} ${openingsText(piece.openings)}` : ""}${printed ? `, printed ${bonusText(printed)}` : ""}`}
              tip={`${capitalized(cellName(cell))}${printed ? `: ${bonusText(printed)}${gained ? " (gained)" : " when a tile covers it"}` : ""}${piece ? `. ${capitalized(denTileText(piece.tile))}, ${openingsText(piece.openings)}.` : "."}`}
              className={`rf-den-cell${piece ? " rf-den-filled" : ""}${lit ? " rf-den-lit" : ""}`}
            >
              {piece ? (
                <span
                  data-motion={`den:${seat}:${cell}`}
                  data-motion-from={`bag:${seat} drawn:${seat}`}
                  className="rf-den-piece"
                >
                  <DenTile openings={piece.openings} kind={piece.tile.type} seat={seat} size={46} />
                </span>
              ) : (
                printed && <span className="rf-den-printed">{bonusText(printed)}</span>
              )}
            </Piece>
          );
        }),
      )}
    </div>
  );
}

/** The den's action spaces, what the die buys there, the bag. */
function DenSide({ ctx, seat, player, mine }: SeatProps) {
  const d = data();
  const den = player.den;
  const view = ctx.view;
  const bonusPay = d.den.bonusPay;
  return (
    <div className="rf-den-side">
      <div className="rf-diespaces" role="group" aria-label="The den's action spaces">
        {den.dice.map((value, i) => {
          const cost = d.dieSpaces.den[i] ?? 0;
          return (
            <Piece
              key={i}
              ctx={ctx}
              mine={mine}
              at={`space:den:${i}`}
              label={`the den's ${ordinal(i)} action space, cost ${cost}${value == null ? "" : `, a die showing ${value}`}`}
              tip={`The den's ${ordinal(i)} action space: placing a die here costs ${cost}; the die then buys den path tiles.`}
              className="rf-diespace"
            >
              <span className="rf-diespace-cost" aria-hidden="true">
                {cost}
              </span>
              {value == null ? (
                <span className="rf-diespace-empty" />
              ) : (
                <span data-motion={`die:den:${seat}:${i}`} data-motion-from={`dice:${seat}`}>
                  <DieFace value={value} seat={seat} size={26} />
                </span>
              )}
            </Piece>
          );
        })}
      </div>
      <ul className="rf-den-draws" aria-label="What the die buys in the den">
        {[...d.den.draws.map((x) => x.pay), bonusPay].map((pay) => (
          <li key={pay}>
            <Piece
              ctx={ctx}
              mine={mine && view.turn?.spot?.type === "den" && view.turn.seat === seat}
              at={`draw:${pay}`}
              label=""
              tip={`${denDrawText(pay)}. Once a turn.`}
              className="rf-draw"
            >
              {denDrawText(pay)}
            </Piece>
          </li>
        ))}
      </ul>
      <Piece
        ctx={ctx}
        mine={mine}
        at="bag"
        label={`the bag, ${plural(den.bagSize, "den path tile")}`}
        tip={`The bag: ${plural(den.bagSize, "den path tile")}${den.bag ? ` (${den.bag.flatMap((n, kind) => (n > 0 ? [`${n} × ${d.pathTiles[kind]?.id ?? kind}`] : [])).join(", ")})` : ""}.`}
        className="rf-bag"
        motion={`bag:${seat}`}
      >
        <span className="rf-bag-shape" aria-hidden="true" />
        Bag: {den.bagSize}
      </Piece>
    </div>
  );
}

/** The den tiles the seat drew and must place, and how the picked one may be turned. */
function Drawn({ ctx, seat }: { ctx: RuseTableContext; seat: number }) {
  const first = ctx.view.pending[0];
  if (!first || first.seat !== seat || first.choice.type !== "placeDen") return null;
  const choice = first.choice;
  const mine = ctx.viewer === seat;
  const pickedTile = ctx.dp.picked.find((key) => key.startsWith("drawn:"));
  const pickedCell = ctx.dp.picked.find((key) => key.startsWith("cell:"));
  const turns = pickedCell
    ? ctx.dp.reachable.flatMap((a) =>
        a.type === "placeTile" && `cell:${a.cell}` === pickedCell ? [a] : [],
      )
    : [];
  const tileOf = (tile: RuseDenTile) => (
    <DenTile openings={tileMask(tile)} kind={tile.type} seat={seat} size={44} />
  );
  return (
    <section className="rf-drawn" aria-label="Drawn den tiles" data-motion={`drawn:${seat}`}>
      <h4>
        Drawn: place {choice.place === 1 ? "one" : choice.place}
        {first.hidden > 0 ? ` (${plural(first.hidden, "tile")} face down)` : ""}
      </h4>
      <div className="rf-drawn-tiles">
        {choice.tiles.map((tile, i) =>
          mine ? (
            <Spot
              key={i}
              play={ctx.dp}
              at={`drawn:${i}`}
              className={`rf-drawn-tile${pickedTile === `drawn:${i}` ? " rf-drawn-picked" : ""}`}
              options={{
                label: denTileText(tile),
                tip: `${capitalized(denTileText(tile))}, ${openingsText(tileMask(tile))} as drawn.`,
              }}
            >
              {tileOf(tile)}
            </Spot>
          ) : (
            <span key={i} className="rf-drawn-tile" data-tip={capitalized(denTileText(tile))}>
              {tileOf(tile)}
            </span>
          ),
        )}
      </div>
      {turns.length > 0 && (
        <div className="rf-turns" role="group" aria-label="How the tile is turned">
          <span className="rf-label">Turn it:</span>
          {turns.map((a) =>
            a.type === "placeTile" ? (
              <Spot
                key={a.openings}
                play={ctx.dp}
                at={`rot:${a.openings}`}
                className="rf-turn"
                options={{ label: openingsText(a.openings) }}
              >
                <DenTile
                  openings={a.openings}
                  kind={choice.tiles[a.tile]?.type ?? "path"}
                  seat={seat}
                  size={40}
                />
              </Spot>
            ) : null,
          )}
        </div>
      )}
    </section>
  );
}

function InstinctsBoard({ ctx }: { ctx: RuseTableContext }) {
  const { view, names, dp } = ctx;
  return (
    <section className="rf-instincts" aria-label="The instincts board">
      <h4>Instincts board</h4>
      <ul className="rf-instinct-list">
        {view.instincts.map((instinct) => {
          const owners = view.players.flatMap((p, seat) =>
            p.instincts.includes(instinct) ? [seat] : [],
          );
          return (
            <li key={instinct}>
              <Spot
                play={dp}
                at={`instinct:${instinct}`}
                className="rf-instinct"
                options={{
                  label:
                    owners.length > 0
                      ? `developed by ${owners.map((seat) => seatName(names, seat)).join(", ")}`
                      : "",
                  tip: `${INSTINCTS[instinct]} (for the rest of the game).`,
                }}
              >
                {INSTINCTS[instinct]}
                {owners.map((seat) => (
                  <span
                    key={seat}
                    className="rf-cube"
                    style={{ background: `var(--seat-${seat})` }}
                    data-seat={seat}
                  />
                ))}
              </Spot>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The bonus den path tiles: three face up and the stack, which the den's 6 buys from. */
function BonusTiles({ ctx }: { ctx: RuseTableContext }) {
  const { view, dp } = ctx;
  const d = data();
  return (
    <section className="rf-bonus" aria-label="Bonus den path tiles">
      <h4>Bonus den path tiles</h4>
      <div className="rf-bonus-tiles">
        {view.bonusDisplay.map((id, slot) => (
          <Spot
            key={slot}
            play={dp}
            at={`bonus:${slot}`}
            className="rf-bonus-tile"
            options={{
              label:
                id == null
                  ? "an empty space"
                  : `${denTileText({ type: "bonus", id })}, ${openingsText(openingsMask(d.bonusDenTiles[id]?.openings ?? ""))}`,
              tip:
                id == null
                  ? "Empty."
                  : `${capitalized(denTileText({ type: "bonus", id }))}: place it to extend a path or replace a placed tile.`,
            }}
          >
            {id == null ? (
              <span className="rf-empty">empty</span>
            ) : (
              <>
                <DenTile
                  openings={openingsMask(d.bonusDenTiles[id]?.openings ?? "")}
                  kind="bonus"
                  size={40}
                />
                <span className="rf-bonus-text">
                  {bonusesText(d.bonusDenTiles[id]?.bonus ?? [])}
                </span>
              </>
            )}
          </Spot>
        ))}
        <Spot
          play={dp}
          at="bonus:3"
          className="rf-bonus-tile rf-bonus-stack"
          options={{
            label: `the stack, ${plural(view.bonusStack, "tile")} face down`,
            tip: `${plural(view.bonusStack, "bonus den path tile")} face down.`,
          }}
        >
          <span className="rf-stack-shape" aria-hidden="true" />
          Stack: {view.bonusStack}
        </Spot>
      </div>
    </section>
  );
}

/** The den tab: whose boards, then the boards, the drawn tiles, the bonus tiles and the instincts board. */
export function DenBoard({ ctx, decision }: { ctx: RuseTableContext; decision: unknown }) {
  const { view, names, viewer } = ctx;
  const [chosen, setChosen] = useState<{ seat: number; decision: unknown }>();
  // The seat at the device's own boards (a spectator: the seat to act), unless another was opened since the last move.
  const own = viewer ?? view.toAct[0] ?? 0;
  const shown = chosen && chosen.decision === decision ? chosen.seat : own;
  const player = view.players[shown];
  return (
    <div className="rf-den-tab" data-testid="rf-den">
      {view.players.length > 1 && (
        <div className="rf-seat-pick" role="group" aria-label="Whose boards">
          {view.players.map((_, seat) => (
            <button
              key={seat}
              type="button"
              aria-pressed={seat === shown}
              className={seat === shown ? "rf-seat-button rf-seat-shown" : "rf-seat-button"}
              onClick={() => setChosen({ seat, decision })}
              style={{ borderColor: `var(--seat-${seat})` }}
            >
              {seat === viewer ? "Yours" : seatName(names, seat)}
            </button>
          ))}
        </div>
      )}
      {player && (
        <div className="rf-den-layout">
          <PersonalBoard ctx={ctx} seat={shown} player={player} mine={shown === viewer} />
          <div className="rf-den-area">
            <DenGrid ctx={ctx} seat={shown} player={player} mine={shown === viewer} />
            <DenSide ctx={ctx} seat={shown} player={player} mine={shown === viewer} />
          </div>
          <Drawn ctx={ctx} seat={shown} />
          <BonusTiles ctx={ctx} />
          <InstinctsBoard ctx={ctx} />
        </div>
      )}
    </div>
  );
}
