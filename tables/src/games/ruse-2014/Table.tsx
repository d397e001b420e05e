// The Ruse (2014) table, played on its cards: touch a pile to take its top
// card; pick a card of your hand, then where it goes (a suspect's empty
// slot to accuse, the discard pile to discard; an Alibi: which of it and
// the Accusation it refutes ends on top; a Joker: the Accusation, then its
// new place); your portrait, then an Accusation against you, to cover it
// up. The spots are keyed by the engine's target ids.
import { useRef } from "react";
import type { Ruse2014Card } from "ruleshelf";
import { Fallback } from "../../table/Fallback";
import { Decision } from "../../table/Decision";
import { handFirst } from "../../table/startWith";
import { PlayNotice } from "../../table/PlayNotice";
import { useDirectPlay } from "../../table/directPlay";
import { useLiveSpotsInView } from "../../table/Spot";
import { cardKey, cardName } from "./cards";
import { useMotion } from "../../table/motion";
import { nameOf } from "../../table/seats";
import type { TableProps } from "../types";
import { Hand } from "./Hand";
import { Murderer } from "./Murderer";
import { Piles } from "./Piles";
import type { RuseAction } from "./playable";
import { Seat } from "./Seat";
import { Stats } from "./Stats";
import { murdererWarning } from "./warnings";
import { actionGroup, actionText, phasePrompt } from "./words";
import "./ruse.css";

export function Table({ view, names, actor, canAct, onAct, events = [] }: TableProps<"ruse-2014">) {
  const viewer = view.viewer ?? undefined;
  const over = view.phase.type === "over";
  const murderer = view.phase.type === "over" ? view.phase.murderer : undefined;
  const me = viewer === undefined ? undefined : view.players[viewer];
  const actions = canAct ? view.actions : [];
  const root = useRef<HTMLDivElement>(null);
  useMotion(root, events.length);

  const dp = useDirectPlay<RuseAction>({
    view,
    names,
    actions,
    describe: (action) => actionText(action, names),
    onAct,
    warn: (action) => murdererWarning(action, view.players),
    startWith: (keys) =>
      keys.every((key) => key.startsWith("portrait:"))
        ? "Pick your portrait first (to cover up an Accusation), then the Accusation."
        : handFirst(keys),
  });

  const seat = viewer ?? view.turn;
  // An Alibi card picked: which of the two cards ends on top is the next touch.
  const choosingTop =
    dp.picked.length === 1 && dp.reachable.some((action) => action.type === "alibi");
  // Turns go clockwise: the last card played came from the seat before the one in turn.
  const lastSeat = over ? view.turn : (view.turn + view.seats - 1) % view.seats;

  const body = useRef<HTMLDivElement>(null);
  useLiveSpotsInView(body, `${events.length}|${dp.picked.join(",")}|${actions.length}`);
  const picked = pickedWords(dp.picked[0], me?.hand ?? []);

  return (
    <div className={`ruse-table fit-table${over ? " fit-over" : ""}`} ref={root}>
      <Decision
        prompt={
          picked
            ? `You picked ${picked}: touch a lit place for it, or touch it again to put it back`
            : phasePrompt(view.phase, names, view.turn, viewer)
        }
      />
      <div className="fit-body" ref={body}>
        {over && (
          <Murderer murderer={murderer} players={view.players} names={names} turns={view.turns} />
        )}
        <Piles
          view={view}
          dp={dp}
          seat={seat}
          names={names}
          choosingTop={choosingTop}
          lastSeat={view.phase.type === "draw" ? lastSeat : view.turn}
        />
        {!me?.hand && !over && (
          <p className="waiting">Hands are secret: nobody’s cards are shown at this device.</p>
        )}
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
              lastSeat={view.phase.type === "draw" ? lastSeat : view.turn}
            />
          ))}
        </ol>
        {over && me?.hand && viewer !== undefined && (
          <Hand hand={me.hand} known={me.known} dp={dp} />
        )}
        {over && <Stats players={view.players.length} names={names} events={events} />}
        <Fallback
          actions={actions}
          label={(action) => actionText(action, names)}
          group={actionGroup}
          onAct={onAct}
        />
        {!canAct && !over && viewer !== undefined && (
          <p className="waiting">Waiting for {nameOf(names, actor ?? view.turn)}…</p>
        )}
      </div>
      {!over && me?.hand && viewer !== undefined && (
        <div className="fit-dock">
          <Hand hand={me.hand} known={me.known} dp={dp} />
        </div>
      )}
      <PlayNotice notice={dp.notice} onDismiss={dp.dismiss} />
    </div>
  );
}

/** The picked spot in words, for the prompt ("the 9 of Gears", "your portrait"). */
function pickedWords(key: string | undefined, hand: readonly Ruse2014Card[]): string | undefined {
  if (!key) return undefined;
  if (key.startsWith("hand:")) {
    const card = hand.find((held) => cardKey(held) === key.slice(5));
    return card ? `the ${cardName(card)}` : undefined;
  }
  if (key.startsWith("portrait:")) return "your portrait (to cover up an Accusation)";
  return undefined;
}
