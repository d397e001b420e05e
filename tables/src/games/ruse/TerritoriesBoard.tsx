// The Vital Territories board: each territory with its die spaces, the
// bonuses a die's value gives there, its exploration spaces from the base
// (the exploration tile, its actions and their costs, the hunting tile,
// markers, foxes, the beaver), its obstacle, the hunter and its territory
// tile stack; and the Mountains' three zones, their tiles available to
// all, the obstacle display and the foxes resting in the centre.
import type { CSSProperties } from "react";
import type { RuseBuy, RuseDieSpaceView, RuseHeldTile, RuseTerritory } from "ruleshelf";
import { Spot } from "../../table/Spot";
import type { RuseTableContext } from "./context";
import { foxesOf } from "./foxes";
import { explorationKey } from "./paths";
import {
  Beaver,
  DieFace,
  Fox,
  Hunter,
  HuntingTile,
  Marker,
  Obstacle,
  Resource,
  TERRITORY_INK,
} from "./pieces";
import {
  OBSTACLES,
  TERRITORIES,
  actionCost,
  bonusesText,
  buyName,
  capitalized,
  data,
  explorationName,
  mountainCost,
  ordinal,
  plural,
  seatName,
  territoryName,
  territoryTileText,
  zoneName,
  shortBonus,
} from "./words";

/** Why a die space takes no die. */
const CLOSED = {
  twoPlayers: "blocked by an empty die tile: two players never use the rightmost space",
  roundFour: "covered by a placement tile in round 4",
} as const;

interface DieSpaceProps {
  ctx: RuseTableContext;
  at: string;
  space: RuseDieSpaceView;
  cost: number;
  /** "the River's first die space". */
  name: string;
}

/** A die space: its cost, the die left on it (its value showing), or why none may go there. */
export function DieSpace({ ctx, at, space, cost, name }: DieSpaceProps) {
  const die = space.die;
  const what = die
    ? `${name}, with ${seatName(ctx.names, die.seat)}'s die showing ${die.value}`
    : space.closed
      ? `${name}, ${CLOSED[space.closed]}`
      : `${name}, cost ${cost}`;
  return (
    <Spot
      play={ctx.dp}
      at={at}
      className={`rf-diespace${space.closed ? " rf-closed" : ""}`}
      options={{
        label: what,
        tip: `${capitalized(name)}: placing a die here costs ${cost} from its value${space.closed ? `; ${CLOSED[space.closed]}` : ""}.`,
      }}
    >
      <span className="rf-diespace-cost" aria-hidden="true">
        {cost}
      </span>
      {die ? (
        <span
          data-motion={`die:${at}`}
          data-motion-from={`dice:${die.seat}`}
          className="rf-diespace-die"
        >
          <DieFace value={die.value} seat={die.seat} size={22} />
        </span>
      ) : (
        <span className="rf-diespace-empty" aria-hidden="true">
          {space.closed ? "✕" : ""}
        </span>
      )}
    </Spot>
  );
}

/** The actions printed on tiles, as the chips show them (the full words are said and in the tip). */
const SHORT: Readonly<Record<RuseBuy, string>> = {
  track: "Track",
  kit: "Kit +1",
  hunt: "Hunt",
  mark: "Mark",
  resource: "Resource",
};

/** An action printed on a tile, with its cost: a spot while the die is there. */
export function ActionChip({
  ctx,
  buy,
  cost,
  live,
}: {
  ctx: RuseTableContext;
  buy: RuseBuy;
  cost: number;
  live: boolean;
}) {
  const words = `${capitalized(buyName(buy))} for ${cost}`;
  const tip = `${capitalized(buyName(buy))}: spend ${cost} of the die's value (GP pay the rest once the die is empty).`;
  const shown = (
    <>
      <span aria-hidden="true">
        {SHORT[buy]} <b>{cost}</b>
      </span>
    </>
  );
  if (!live) {
    return (
      <span className="rf-chip" data-tip={tip}>
        {shown}
        <span className="sr-only">{words}</span>
      </span>
    );
  }
  return (
    <Spot
      play={ctx.dp}
      at={`buy:${buy}`}
      className="rf-chip rf-chip-spot"
      options={{ label: words, tip }}
    >
      {shown}
    </Spot>
  );
}

function Foxes({
  ctx,
  territory,
  space,
}: {
  ctx: RuseTableContext;
  territory: RuseTerritory | undefined;
  space: number;
}) {
  const here = foxesOf(ctx.view).flatMap(({ colour, fox }) =>
    territory === undefined
      ? fox === undefined
        ? [colour]
        : []
      : fox?.territory === territory && fox.space === space
        ? [colour]
        : [],
  );
  if (here.length === 0) return null;
  return (
    <span className="rf-foxes">
      {here.map((seat) => (
        <span
          key={seat}
          data-motion={`fox:${seat}`}
          data-tip={`${seatName(ctx.names, seat)}'s fox`}
          className="rf-piece"
        >
          <Fox seat={seat} size={26} />
          <span className="sr-only">{seatName(ctx.names, seat)}'s fox</span>
        </span>
      ))}
    </span>
  );
}

function Territory({
  ctx,
  territory,
  index,
}: {
  ctx: RuseTableContext;
  territory: RuseTerritory;
  index: number;
}) {
  const { view, names, dp } = ctx;
  const d = data();
  const t = view.territories[index];
  if (!t) return null;
  const winter = view.options.side === "winter";
  const spot = view.turn?.spot;
  const foxHere =
    spot?.type === "territory" && spot.territory === territory
      ? view.players[view.turn?.seat ?? -1]?.fox
      : undefined;
  const acting = view.phase.type === "act" && foxHere?.territory === territory;
  const beaver = view.beaver?.territory === territory ? view.beaver : undefined;
  const ink = TERRITORY_INK[territory];
  const headTip = `${territoryName(territory)}: its resource, track and territory tiles share its name.${
    t.obstacle ? ` ${OBSTACLES[t.obstacle].name} here: ${OBSTACLES[t.obstacle].effect}.` : ""
  }${view.hunter === territory ? " The hunter is here: no hunting and no marking." : ""}`;
  const stackTip = `${plural(t.stack.length, "territory tile")} in the stack: ${t.stack.map(territoryTileText).join("; ") || "none"}${
    t.discard.length > 0 ? `. Discarded: ${t.discard.map(territoryTileText).join("; ")}` : ""
  }.`;
  return (
    <section
      className="rf-territory"
      style={{ "--rf-land": ink.land, "--rf-ink": ink.ink } as CSSProperties}
      aria-label={`The ${territoryName(territory)}`}
    >
      <Spot
        play={dp}
        at={`terr:${territory}`}
        className="rf-territory-head"
        options={{ label: "territory", tip: headTip }}
      >
        <Resource territory={territory} size={22} />
        <strong>{territoryName(territory)}</strong>
        {t.obstacle && (
          <span className="rf-piece" data-motion={`obstacle:${t.obstacle}`}>
            <Obstacle obstacle={t.obstacle} size={24} />
            <span className="sr-only">{OBSTACLES[t.obstacle].name}</span>
          </span>
        )}
        {view.hunter === territory && (
          <span className="rf-piece" data-motion="hunter">
            <Hunter size={24} />
            <span className="sr-only">the hunter</span>
          </span>
        )}
      </Spot>
      <div
        className="rf-diespaces"
        role="group"
        aria-label={`The ${territoryName(territory)}'s die spaces`}
      >
        {t.dice.map((space, i) => (
          <DieSpace
            key={i}
            ctx={ctx}
            at={`space:t:${territory}:${i}`}
            space={space}
            cost={d.dieSpaces.vital[i] ?? 0}
            name={`the ${territoryName(territory)}'s ${ordinal(i)} die space`}
          />
        ))}
      </div>
      <p
        className="rf-tiers"
        data-tip={`Placing a die here gives, by the value it shows: ${d.territoryBonus.tiers.map((tier) => `${tier.min}–${tier.max}: ${bonusesText(tier.bonus)}`).join("; ")}.`}
      >
        {d.territoryBonus.tiers.map((tier) => (
          <span key={tier.min}>
            <b>
              {tier.min}–{tier.max}
            </b>{" "}
            {tier.bonus.map((b) => shortBonus(b, territory)).join(" + ")}
          </span>
        ))}
      </p>
      <ol className="rf-path">
        {[0, ...t.spaces.map((_, i) => i + 1)].map((n) => {
          const space = n === 0 ? undefined : t.spaces[n - 1];
          const tile = space ? d.explorationTiles[space.tile] : undefined;
          const here = acting && foxHere?.space === n;
          const name = explorationName(view, territory, n);
          const tip = tile
            ? `${tile.name}: ${tile.actions.map((b) => `${buyName(b)} (${actionCost(b, winter)})`).join(", ")}${tile.huntingSpot ? "; a hunting spot" : ""}${tile.beaverDam ? "; a beaver dam" : ""}${
                space?.marker !== undefined ? `; marked by ${seatName(names, space.marker)}` : ""
              }.`
            : `The ${territoryName(territory)}'s base: foxes start here and move towards the centre.`;
          return (
            <li key={n} className={`rf-x${n === 0 ? " rf-x-base" : ""}${here ? " rf-x-here" : ""}`}>
              <Spot
                play={dp}
                at={explorationKey(view, territory, n)}
                className="rf-x-spot"
                options={{ label: name, tip }}
              >
                <span className="rf-x-name">{tile?.name ?? "Base"}</span>
                <span className="rf-x-pieces">
                  {space?.hunting && (
                    <span
                      className="rf-piece"
                      data-motion={`hunting:${territory}:${n}`}
                      data-motion-to={`panel:${view.turn?.seat ?? 0}`}
                    >
                      <HuntingTile size={20} />
                      <span className="sr-only">a hunting tile</span>
                    </span>
                  )}
                  {space?.marker !== undefined && (
                    <span
                      className="rf-piece"
                      data-motion={`marker:${territory}:${n}`}
                      data-motion-from={`panel:${space.marker}`}
                    >
                      <Marker seat={space.marker} />
                      <span className="sr-only">{seatName(names, space.marker)}'s marker</span>
                    </span>
                  )}
                  {beaver && beaver.space === n - 1 && (
                    <span
                      className="rf-piece"
                      data-motion="beaver"
                      data-tip={`The beaver, ${seatName(names, beaver.owner)}'s: a fox meeting it pays its owner 2 GP.`}
                    >
                      <Beaver size={22} />
                      <span className="sr-only">the beaver, {seatName(names, beaver.owner)}'s</span>
                    </span>
                  )}
                  <Foxes ctx={ctx} territory={territory} space={n} />
                </span>
              </Spot>
              {tile && (
                <span className="rf-x-actions">
                  {tile.actions.map((buy) => (
                    <ActionChip
                      key={buy}
                      ctx={ctx}
                      buy={buy}
                      cost={actionCost(buy, winter)}
                      live={here}
                    />
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="rf-stack" data-tip={stackTip}>
        {plural(t.stack.length, "tile")} in the stack
        {t.discard.length > 0 ? ` · ${t.discard.length} discarded` : ""}
      </p>
    </section>
  );
}

function HeldTiles({
  ctx,
  tiles,
  claim,
}: {
  ctx: RuseTableContext;
  tiles: readonly RuseHeldTile[];
  claim: boolean;
}) {
  if (tiles.length === 0) return <p className="rf-empty">none</p>;
  return (
    <ul className="rf-held">
      {tiles.map((held, i) => (
        <li key={i} data-motion={`held:${held.tile}:${held.home}`}>
          {claim ? (
            <Spot
              play={ctx.dp}
              at={`claim:${held.tile}`}
              className="rf-tile"
              options={{
                label: `from the ${territoryName(held.home)}`,
                tip: `${territoryTileText(held.tile)} (from the ${territoryName(held.home)})`,
              }}
            >
              {territoryTileText(held.tile)}
            </Spot>
          ) : (
            <span
              className="rf-tile"
              data-tip={`${territoryTileText(held.tile)} (from the ${territoryName(held.home)}), in play until the end of the round.`}
            >
              {territoryTileText(held.tile)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Mountains({ ctx }: { ctx: RuseTableContext }) {
  const { view, dp } = ctx;
  const d = data();
  const m = view.mountains;
  const winter = view.options.side === "winter";
  const here = view.phase.type === "act" && view.turn?.spot?.type === "mountainExplore";
  return (
    <section className="rf-mountains" aria-label="The Mountains">
      <h3 className="rf-mountains-title">The Mountains</h3>
      <div className="rf-zone" role="group" aria-label={capitalized(zoneName("mountainExplore"))}>
        <h4>{capitalized(zoneName("mountainExplore"))}</h4>
        <div className="rf-diespaces">
          {m.explore.map((space, i) => (
            <DieSpace
              key={i}
              ctx={ctx}
              at={`space:me:${i}`}
              space={space}
              cost={d.dieSpaces.mountainExplore[i] ?? 0}
              name={`${zoneName("mountainExplore")}, its ${ordinal(i)} space`}
            />
          ))}
        </div>
        <span className="rf-x-actions">
          {(["resource", "track", "kit"] as const).map((buy) => (
            <ActionChip
              key={buy}
              ctx={ctx}
              buy={buy}
              cost={mountainCost(buy, winter)}
              live={here}
            />
          ))}
        </span>
      </div>
      <div
        className="rf-zone"
        role="group"
        aria-label={capitalized(zoneName("mountainObjectives"))}
      >
        <Spot
          play={dp}
          at="space:objectives"
          className="rf-zone-spot"
          options={{
            label: "",
            tip: "Draw a private objective card, discard one from your hand, or use a completed card's exchange; the die does not stay here.",
          }}
        >
          <h4>{capitalized(zoneName("mountainObjectives"))}</h4>
          <span className="rf-small-text">draw, discard or exchange an objective card</span>
        </Spot>
      </div>
      <div className="rf-zone" role="group" aria-label={capitalized(zoneName("mountainTiles"))}>
        <h4>{capitalized(zoneName("mountainTiles"))}</h4>
        <div className="rf-diespaces">
          {m.tiles.map((space, i) => (
            <DieSpace
              key={i}
              ctx={ctx}
              at={`space:mt:${i}`}
              space={space}
              cost={d.dieSpaces.mountainTiles[i] ?? 0}
              name={`${zoneName("mountainTiles")}, its ${ordinal(i)} space`}
            />
          ))}
        </div>
        <span className="rf-label">Available to all</span>
        <HeldTiles ctx={ctx} tiles={m.display} claim />
        <span className="rf-label">Obstacles in play</span>
        <HeldTiles ctx={ctx} tiles={m.obstacles} claim={false} />
      </div>
      <div className="rf-zone rf-centre" aria-label="The centre">
        <span className="rf-label">Centre</span>
        <Foxes ctx={ctx} territory={undefined} space={0} />
      </div>
    </section>
  );
}

export function TerritoriesBoard({ ctx }: { ctx: RuseTableContext }) {
  return (
    <div
      className={`rf-board rf-${ctx.view.options.side ?? "summer"}`}
      data-testid="rf-territories"
    >
      {TERRITORIES.map((territory, index) => (
        <Territory key={territory} ctx={ctx} territory={territory} index={index} />
      ))}
      <Mountains ctx={ctx} />
    </div>
  );
}
