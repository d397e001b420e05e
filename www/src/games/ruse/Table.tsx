// The RUSE table: who must decide what, the seat's choices, then the
// destiny board, the vital territories and the Mountains, the tracks, the
// instincts board, and every seat's boards (the seat at the device first).
import type { TableProps } from "../types";
import { Choices } from "./Choices";
import { Destiny } from "./Destiny";
import { FinalScores } from "./FinalScores";
import { InstinctBoard } from "./InstinctBoard";
import { Mountains } from "./Mountains";
import { Pending } from "./Pending";
import { PlayerBoard } from "./PlayerBoard";
import { Territories } from "./Territories";
import { TerritoryTracks, VpTrack } from "./Tracks";
import { phasePrompt, seatName } from "./words";
import "./ruse.css";

export function Table({ view, names, actor, canAct, onAct }: TableProps<"ruse">) {
  const viewer = view.viewer;
  const over = view.phase.type === "over";
  const denTargets = new Set(canAct ? view.actions.flatMap((a) => (a.type === "placeTile" ? [a.cell] : [])) : []);
  const seats = view.players.map((player, seat) => ({ player, seat }));
  const ordered = viewer === undefined ? seats : [...seats.filter((s) => s.seat === viewer), ...seats.filter((s) => s.seat !== viewer)];
  return (
    <div className="rf-table">
      <p className="prompt" data-testid="prompt" aria-live="polite">
        {phasePrompt(view, names)}
      </p>
      <div className="table-badges">
        <span className="badge" data-testid="rf-round">
          {over ? "All four rounds played" : `Round ${view.round} of 4`}
        </span>
        <span className="badge">
          {view.night ? "Night" : "Day"} (destiny die {view.destinyValue})
        </span>
        <span className="badge">{view.options.side === "winter" ? "Winter side" : "Summer side"}</span>
      </div>
      <FinalScores view={view} names={names} />
      <Pending view={view} names={names} />
      <section className="actions" aria-label="Your choices" data-testid="actions">
        <Choices view={view} canAct={canAct} onAct={onAct} />
        {!(canAct && view.actions.length > 0) && (
          <p className="waiting">
            {over ? "The game is over." : `Waiting for ${actor === undefined ? "the next seat" : seatName(names, actor)}…`}
          </p>
        )}
      </section>
      <div className="rf-top">
        <Destiny view={view} names={names} />
        <VpTrack view={view} names={names} />
      </div>
      <div className="rf-board">
        <Territories view={view} names={names} />
        <Mountains view={view} names={names} />
      </div>
      <TerritoryTracks view={view} names={names} />
      <InstinctBoard view={view} names={names} />
      <div className="rf-players">
        {ordered.map(({ player, seat }) => (
          <PlayerBoard
            key={seat}
            player={player}
            seat={seat}
            names={names}
            own={seat === viewer}
            acting={view.toAct.includes(seat)}
            denTargets={seat === viewer ? denTargets : new Set()}
          />
        ))}
      </div>
    </div>
  );
}
