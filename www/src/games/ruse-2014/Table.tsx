// The Ruse (2014) table: the victim and the piles in the middle, every
// seat with its portrait and the Accusations in front of it, the hand of
// the seat at the device and its choices, and the murderer at the end.
import { useState } from "react";
import type { TableProps } from "../types";
import { actionsByCard } from "./playable";
import { Choices } from "./Choices";
import { Hand } from "./Hand";
import { Murderer } from "./Murderer";
import { Piles } from "./Piles";
import { Seat } from "./Seat";
import { phasePrompt, seatName } from "./words";
import "./ruse.css";

export function Table({ view, names, actor, canAct, onAct }: TableProps<"ruse-2014">) {
  const viewer = view.viewer ?? undefined;
  const over = view.phase.type === "over";
  const murderer = view.phase.type === "over" ? view.phase.murderer : undefined;
  const me = viewer === undefined ? undefined : view.players[viewer];
  const actions = canAct ? view.actions : [];
  const byCard = actionsByCard(actions);
  const plays = new Map([...byCard].map(([key, list]) => [key, list.length]));

  // The card picked in the hand, for this turn and phase only.
  const moment = `${view.turns}:${view.phase.type}:${viewer ?? "-"}`;
  const [pick, setPick] = useState<{ key: string; moment: string }>();
  const picked = pick && pick.moment === moment && byCard.has(pick.key) ? pick.key : undefined;
  const onPick = (key: string | undefined) => setPick(key === undefined ? undefined : { key, moment });

  return (
    <div className="ruse-table">
      <p className="prompt" data-testid="prompt" aria-live="polite">
        {phasePrompt(view.phase, names, view.turn)}
      </p>
      {over && <Murderer murderer={murderer} players={view.players} names={names} turns={view.turns} />}
      <Piles
        victim={view.victim}
        drawPile={view.drawPile}
        discard={view.discard}
        removedJokers={view.removedJokers}
        turns={view.turns}
        turnLimit={view.turnLimit}
        seats={view.seats}
      />
      <ol className="ruse-seats" aria-label="Seats, clockwise">
        {view.players.map((player, seat) => (
          <Seat
            key={seat}
            name={seatName(names, seat)}
            player={player}
            inTurn={!over && seat === view.turn}
            isViewer={seat === viewer}
            dealer={seat === view.dealer}
            murderer={seat === murderer}
          />
        ))}
      </ol>
      <section className="actions ruse-actions" aria-label="Your hand and choices" data-testid="actions">
        {me?.hand && viewer !== undefined ? (
          <>
            <h3>
              Your hand ({me.hand.length} card{me.hand.length === 1 ? "" : "s"}
              {me.known.length > 0 ? `; ${me.known.length} known to the others` : ""})
            </h3>
            <Hand hand={me.hand} known={me.known} plays={plays} picked={picked} onPick={onPick} choosing={byCard.size > 0} />
          </>
        ) : (
          !over && <p className="waiting">Hands are secret: nobody’s cards are shown at this device.</p>
        )}
        {canAct && actions.length > 0 && viewer !== undefined ? (
          <Choices
            actions={actions}
            players={view.players}
            names={names}
            seat={viewer}
            drawPile={view.drawPile}
            discardTop={view.discard[view.discard.length - 1]}
            picked={picked}
            onAct={(action) => {
              setPick(undefined);
              onAct(action);
            }}
          />
        ) : (
          <p className="waiting">
            {over ? "The game is over." : `Waiting for ${seatName(names, actor ?? view.turn)}…`}
          </p>
        )}
      </section>
    </div>
  );
}
