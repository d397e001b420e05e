// Beside the board, always in sight: the turn (the die rolled and where it
// went, ending the turn), every seat's panel (VP, GP, resources, dice,
// objectives, the cheese and the star) and the private objectives in the
// hand of the seat at the device.
import type { RusePlayerView } from "ruleshelf";
import { PlayerPanel } from "../../table/PlayerPanel";
import { Spot } from "../../table/Spot";
import type { RuseTableContext } from "./context";
import { Cheese, DieFace, Resource, Star, TERRITORY_INK } from "./pieces";
import { VixenPanel } from "./Vixen";
import {
  INSTINCTS,
  RUSE_TILES,
  TERRITORIES,
  bonusesText,
  conditionText,
  data,
  objectiveNumber,
  objectiveText,
  plural,
  seatName,
  spotText,
  territoryName,
} from "./words";

/** The turn in hand: the die rolled (turning over when rolled), where it went, and ending the turn. */
export function TurnTray({ ctx }: { ctx: RuseTableContext }) {
  const { view, names, dp } = ctx;
  const turn = view.turn;
  const over = view.phase.type === "over";
  const endOfRound = view.phase.type === "objectives" || view.phase.type === "growth";
  return (
    <div className="rf-turn" aria-label="The turn" role="group">
      {turn && !endOfRound && !over && (
        <span
          className="rf-turn-die"
          data-tip={
            turn.rolled
              ? `${seatName(names, turn.seat)}'s die shows ${turn.value}.`
              : "The die is not rolled yet."
          }
        >
          <span
            data-motion={`turn-die:${turn.seat}`}
            data-face={`${view.round}:${turn.seat}:${turn.rolled ? "rolled" : "not"}`}
          >
            <DieFace value={turn.rolled ? turn.value : 0} seat={turn.seat} size={40} />
          </span>
          <span className="rf-turn-text">
            <strong>{turn.seat === ctx.viewer ? "You" : seatName(names, turn.seat)}</strong>
            {turn.rolled ? ` · the die shows ${turn.value}` : " · not rolled yet"}
            {turn.spot && <span className="rf-turn-where"> · on {spotText(turn.spot)}</span>}
          </span>
        </span>
      )}
      <span className="rf-turn-buttons">
        {!over && (
          <Spot play={dp} at="end" className="rf-button-spot" options={{ label: "" }}>
            End the turn
          </Spot>
        )}
        {endOfRound && (
          <Spot play={dp} at="finish" className="rf-button-spot" options={{ label: "" }}>
            {view.phase.type === "objectives" ? "Done declaring" : "Done growing"}
          </Spot>
        )}
      </span>
    </div>
  );
}

function Resources({
  ctx,
  seat,
  player,
}: {
  ctx: RuseTableContext;
  seat: number;
  player: RusePlayerView;
}) {
  return (
    <span className="rf-resources" role="group" aria-label="Resources">
      {TERRITORIES.map((t, i) => {
        const n = player.resources[i] ?? 0;
        return (
          <span
            key={t}
            className="rf-resource-count"
            data-tip={`${seatName(ctx.names, seat)}: ${n} ${territoryName(t)}.`}
            data-motion={`res:${seat}:${t}`}
          >
            <Resource territory={t} size={22} />
            <span className="rf-count">{n}</span>
            <span className="sr-only"> {territoryName(t)}</span>
          </span>
        );
      })}
    </span>
  );
}

/**
 * The resources and growth points a choice is about: the supply to take
 * from (the starting bonus, a resource of choice) or your own to pay with
 * (a kit's exit, the kept Action tile). Shown while one of them is a move.
 */
export function SupplyTray({ ctx }: { ctx: RuseTableContext }) {
  const { dp, view, viewer } = ctx;
  const keys = [...dp.live];
  const wanted = keys.some((key) => key.startsWith("res:")) || dp.live.has("gp");
  const player = viewer === undefined ? undefined : view.players[viewer];
  if (!wanted || !player) return null;
  const paying = dp.picked.length > 0;
  return (
    <div
      className="rf-supply"
      role="group"
      aria-label={paying ? "Pay with" : "Take from the supply"}
    >
      <span className="rf-label">
        {paying ? "Pay with one of yours:" : "Take from the supply:"}
      </span>
      {dp.live.has("gp") && (
        <Spot play={dp} at="gp" className="rf-resource-spot" options={{ label: "growth points" }}>
          <span className="rf-gp-token">+{data().startingBonus.gp} GP</span>
        </Spot>
      )}
      {TERRITORIES.map((t, i) => (
        <Spot
          key={t}
          play={dp}
          at={`res:${t}`}
          className="rf-resource-spot"
          style={{ borderColor: TERRITORY_INK[t].ink }}
          options={{
            label: `${territoryName(t)} (you have ${player.resources[i] ?? 0})`,
            tip: `${territoryName(t)}: you have ${player.resources[i] ?? 0}.`,
          }}
        >
          <Resource territory={t} size={26} />
          <span className="rf-count">{territoryName(t)}</span>
        </Spot>
      ))}
    </div>
  );
}

function Panel({
  ctx,
  seat,
  player,
}: {
  ctx: RuseTableContext;
  seat: number;
  player: RusePlayerView;
}) {
  const { view, names, dp, viewer } = ctx;
  const mine = seat === viewer;
  const left = Math.max(0, player.dice - player.diceUsed);
  const hand = player.hand?.length ?? player.handCount;
  const tags = (
    <>
      {view.turnOrder[0] === seat && view.vixen?.public.place !== 0 && (
        <span className="tag">first</span>
      )}
      {view.turn?.seat === seat && !view.toAct.includes(seat) && <span className="tag">turn</span>}
    </>
  );
  return (
    <PlayerPanel
      seat={seat}
      name={seatName(names, seat)}
      you={mine}
      acting={view.toAct.includes(seat)}
      tags={tags}
      motionId={`panel:${seat}`}
    >
      <div className="rf-panel-row">
        <span className="rf-score" data-tip={`${player.vp} victory points.`}>
          <strong>{player.vp}</strong> VP
        </span>
        <span className="rf-score" data-tip={`${player.gp} growth points (GP), at most 99.`}>
          <strong>{player.gp}</strong> GP
        </span>
        <span
          className="rf-dice"
          data-motion={`dice:${seat}`}
          data-tip={`Action dice this round: ${player.dice}, ${left} still to play${player.fourthDie ? " (with the 4th die)" : ""}.`}
        >
          {Array.from({ length: left }, (_, i) => (
            <DieFace key={i} value={6} seat={seat} size={18} />
          ))}
          <span className="rf-count">
            {left}/{player.dice}
          </span>
          <span className="sr-only"> action dice left</span>
        </span>
        {view.cheese === seat &&
          (mine ? (
            <Spot
              play={dp}
              at="cheese"
              className="rf-token-spot"
              options={{
                label: "the cheese",
                tip: `The cheese: sell it for ${data().cheese.gp} GP in your turn, or keep it for ${data().cheese.vp} VP at the end of the round.`,
              }}
              data-motion="cheese"
            >
              <Cheese size={24} />
            </Spot>
          ) : (
            <span
              className="rf-piece"
              data-motion="cheese"
              data-tip={`${seatName(names, seat)} holds the cheese.`}
            >
              <Cheese size={24} />
              <span className="sr-only">the cheese</span>
            </span>
          ))}
        {view.star === seat && (
          <span
            className="rf-piece"
            data-motion="star"
            data-tip={`${seatName(names, seat)} holds the star: +1 movement, ${data().star.vp} VP at the end.`}
          >
            <Star size={24} />
            <span className="sr-only">the star</span>
          </span>
        )}
      </div>
      <Resources ctx={ctx} seat={seat} player={player} />
      <p className="panel-note">
        <span data-tip="Private objective cards in hand (secret to the others), in the deck, completed.">
          Objectives: {hand} in hand · {player.deckCount} in the deck · {player.completed.length}{" "}
          completed
        </span>
        {player.cache.length > 0 && <> · {plural(player.cache.length, "hunting tile")}</>}
        {player.instincts.length > 0 && (
          <span data-tip={player.instincts.map((i) => INSTINCTS[i]).join("; ")}>
            {" "}
            · {plural(player.instincts.length, "instinct")}
          </span>
        )}
        {player.ruse && <span data-tip={RUSE_TILES[player.ruse]}> · Ruse tile</span>}
      </p>
    </PlayerPanel>
  );
}

export function Panels({ ctx }: { ctx: RuseTableContext }) {
  const { view, viewer } = ctx;
  const order =
    viewer === undefined
      ? view.turnOrder
      : [viewer, ...view.turnOrder.filter((seat) => seat !== viewer)];
  return (
    <ol className="panels rf-panels" aria-label="Players" data-testid="seats">
      {order.map((seat) => {
        const player = view.players[seat];
        return player ? <Panel key={seat} ctx={ctx} seat={seat} player={player} /> : null;
      })}
      <VixenPanel ctx={ctx} />
    </ol>
  );
}

function ObjectiveCard({ card }: { card: number }) {
  const o = data().objectives[card - 1];
  if (!o) return <span>{objectiveNumber(card)}</span>;
  const spend = Object.entries(o.spend) as [keyof typeof TERRITORY_INK, number][];
  return (
    <span className="rf-objective">
      <span className="rf-objective-number">{objectiveNumber(card)}</span>
      <span className="rf-objective-needs">
        {spend.map(([t, n]) => (
          <span key={t} className="rf-objective-spend">
            {n}×<Resource territory={t} size={18} />
          </span>
        ))}
        {o.check.map((c, i) => (
          <span key={i} className="rf-objective-check">
            {conditionText(c)}
          </span>
        ))}
      </span>
      <span className="rf-objective-gain">
        {o.vp} VP · {bonusesText(o.bonus)}
      </span>
      <span className="rf-objective-foot">
        −{o.penalty} VP if kept · exchange {bonusesText(o.exchange)}
      </span>
    </span>
  );
}

/** The seat at the device's private objectives: its hand, its deck and its completed cards. */
export function Hand({ ctx }: { ctx: RuseTableContext }) {
  const { view, viewer, dp } = ctx;
  if (viewer === undefined) return null;
  const player = view.players[viewer];
  if (!player?.hand) return null;
  return (
    <section className="rf-hand" aria-label="Your private objectives" data-testid="rf-hand">
      <h3>Your private objectives</h3>
      <div className="rf-cards">
        {player.hand.map((card, i) => (
          <Spot
            key={`${card}-${i}`}
            play={dp}
            at={`obj:${card}`}
            className="rf-card"
            data-motion={`obj:${viewer}:${card}`}
            data-motion-from={`deck:${viewer}`}
            options={{
              label: "in your hand",
              tip: objectiveText(card),
            }}
          >
            <ObjectiveCard card={card} />
          </Spot>
        ))}
        <Spot
          play={dp}
          at="deck"
          className="rf-card rf-card-back"
          data-motion={`deck:${viewer}`}
          options={{
            label: `your objective deck, ${plural(player.deckCount, "card")}`,
            tip: `${plural(player.deckCount, "card")} in your objective deck.`,
          }}
        >
          <span className="rf-card-back-face">Deck · {player.deckCount}</span>
        </Spot>
      </div>
      {player.completed.length > 0 && (
        <>
          <h4>Completed</h4>
          <div className="rf-cards">
            {player.completed.map((c) => (
              <Spot
                key={c.card}
                play={dp}
                at={`done:${c.card}`}
                className="rf-card rf-card-done"
                options={{
                  label: c.exchanged ? "completed, its exchange used" : "completed",
                  tip: `${objectiveText(c.card)}${c.exchanged ? " (exchange used)" : ""}`,
                }}
              >
                <ObjectiveCard card={c.card} />
                {c.exchanged && <span className="rf-tag-small">exchanged</span>}
              </Spot>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
