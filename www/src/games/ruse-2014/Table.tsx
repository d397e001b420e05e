// The Ruse (2014) table, played on its cards: touch a pile to take its top
// card; pick a card of your hand, then where it goes (a suspect's empty
// slot to accuse, your Accusation to refute with an Alibi, the discard
// pile to discard; a Joker: the Accusation, then its new place); your
// portrait, then an Accusation against you, to cover it up.
import { useRef } from "react";
import type { Ruse2014Card } from "ruleshelf";
import { Fallback } from "../../table/Fallback";
import { PlayNotice } from "../../table/PlayNotice";
import { useDirectPlay, type Path } from "../../table/directPlay";
import { useMotion } from "../../table/motion";
import { nameOf } from "../../table/seats";
import type { TableProps } from "../types";
import { cardKey, kindOf } from "./cards";
import { Hand } from "./Hand";
import { Murderer } from "./Murderer";
import { Piles } from "./Piles";
import type { RuseAction } from "./playable";
import { Seat } from "./Seat";
import { Stats } from "./Stats";
import { murdererWarning } from "./warnings";
import { actionGroup, actionText, phasePrompt } from "./words";
import "./ruse.css";

/** The slot an Accusation card goes to in front of `seat`. */
export function slotKey(seat: number, card: Ruse2014Card): string {
  return card.type === "suited" ? `slot:${seat}:${kindOf(card.rank)}` : `slot:${seat}:none`;
}

/** The Accusation refuted by an Alibi of this card's value, among `seat`'s. */
function refuted(card: Ruse2014Card, accusations: readonly Ruse2014Card[]): Ruse2014Card | undefined {
  return accusations.find((accusation) => accusation.type === "suited" && card.type === "suited" && accusation.rank === card.rank);
}

export function Table({ view, names, actor, canAct, onAct, events = [] }: TableProps<"ruse-2014">) {
  const viewer = view.viewer ?? undefined;
  const over = view.phase.type === "over";
  const murderer = view.phase.type === "over" ? view.phase.murderer : undefined;
  const me = viewer === undefined ? undefined : view.players[viewer];
  const actions = canAct ? view.actions : [];
  const root = useRef<HTMLDivElement>(null);
  useMotion(root, events.length);

  const pathOf = (action: RuseAction): Path => {
    switch (action.type) {
      case "draw":
        return [`pile:${action.from}`];
      case "accuse":
        return [`hand:${cardKey(action.card)}`, slotKey(action.target, action.card)];
      case "joker":
        return ["hand:joker", `acc:${cardKey(action.accusation)}`, slotKey(action.to, action.accusation)];
      case "alibi": {
        const accusation = refuted(action.card, me?.accusations ?? []);
        return [`hand:${cardKey(action.card)}`, `acc:${accusation ? cardKey(accusation) : "?"}`, `top:${action.top}`];
      }
      case "coverUp":
        return [`portrait:${action.seat}`, `acc:${cardKey(action.accusation)}`];
      case "discard":
        return [`hand:${cardKey(action.card)}`, "pile:discard"];
    }
  };

  const dp = useDirectPlay<RuseAction>({
    view,
    names,
    actions,
    pathOf,
    describe: (action) => actionText(action, names),
    onAct,
    warn: (action) => murdererWarning(action, view.players),
  });

  const seat = viewer ?? view.turn;
  const pickedCard = dp.picked[0]?.startsWith("hand:") ? dp.picked[0].slice(5) : undefined;
  const choosingTop = dp.picked.length === 2 && dp.reachable.some((action) => action.type === "alibi");
  // Turns go clockwise: the last card played came from the seat before the one in turn.
  const lastSeat = over ? view.turn : (view.turn + view.seats - 1) % view.seats;

  return (
    <div className="ruse-table" ref={root}>
      <p className="prompt" data-testid="prompt" aria-live="polite">
        {phasePrompt(view.phase, names, view.turn)}
      </p>
      <Piles view={view} dp={dp} seat={seat} names={names} choosingTop={choosingTop} lastSeat={view.phase.type === "draw" ? lastSeat : view.turn} />
      {me?.hand && viewer !== undefined && (
        <Hand hand={me.hand} known={me.known} dp={dp} seat={viewer} view={view} />
      )}
      {!me?.hand && !over && <p className="waiting">Hands are secret: nobody’s cards are shown at this device.</p>}
      <ol className="panels ruse-seats" aria-label="Suspects, clockwise" data-testid="seats">
        {view.players.map((player, index) => (
          <Seat
            key={index}
            seat={index}
            viewer={viewer}
            name={nameOf(names, index)}
            player={player}
            inTurn={!over && index === view.turn}
            dealer={index === view.dealer}
            murderer={index === murderer}
            dp={dp}
            actingSeat={seat}
            pickedCard={pickedCard}
            hand={me?.hand ?? []}
            lastSeat={view.phase.type === "draw" ? lastSeat : view.turn}
          />
        ))}
      </ol>
      {over && <Murderer murderer={murderer} players={view.players} names={names} turns={view.turns} />}
      {over && <Stats players={view.players.length} names={names} events={events} />}
      <PlayNotice notice={dp.notice} onDismiss={dp.dismiss} />
      <Fallback actions={actions} label={(action) => actionText(action, names)} group={actionGroup} onAct={onAct} />
      {!canAct && !over && viewer !== undefined && <p className="waiting">Waiting for {nameOf(names, actor ?? view.turn)}…</p>}
    </div>
  );
}
