// The Ruleta Rusa table: the revolver, every seat's chips, the prompt and the
// choices of the seat at the device.
import type { TableProps } from "../types";
import { Choices } from "./Choices";
import { PlayerMat } from "./PlayerMat";
import { Revolver } from "./Revolver";
import { phasePrompt } from "./words";

export function Table({ view, names, actor, canAct, onAct }: TableProps<"ruleta-rusa">) {
  const viewer = view.viewer ?? undefined;
  const turnName = names[view.turn] ?? `Seat ${view.turn + 1}`;
  return (
    <div className="rr-table">
      <p className="prompt" data-testid="prompt" aria-live="polite">
        {phasePrompt(view.phase, turnName, view.doubleShot)}
      </p>
      <div className="table-badges">
        <span className="badge">Play goes {view.direction === "clockwise" ? "clockwise ↻" : "counterclockwise ↺"}</span>
        {view.doubleShot && <span className="badge badge-alert">Double Shot waiting</span>}
        {view.options.mode === "advanced" && <span className="badge">Advanced chips</span>}
      </div>
      <Revolver stack={view.stack} revealed={view.revealed} knower={viewer === undefined ? undefined : names[viewer]}
        over={view.phase === "over"}
      />
      <ol className="mats" aria-label="Seats">
        {view.players.map((player, seat) => (
          <PlayerMat
            key={seat}
            name={names[seat] ?? `Seat ${seat + 1}`}
            player={player}
            stackSize={view.stack.length}
            inTurn={view.phase !== "over" && seat === view.turn}
            isViewer={seat === viewer}
          />
        ))}
      </ol>
      <section className="actions" aria-label="Your choices" data-testid="actions">
        {canAct && view.actions.length > 0 ? (
          <Choices actions={view.actions} names={names} doubleShot={view.doubleShot} onAct={onAct} />
        ) : (
          <p className="waiting">
            {view.phase === "over" ? "The game is over." : `Waiting for ${names[actor ?? view.turn] ?? "the next seat"}…`}
          </p>
        )}
      </section>
    </div>
  );
}
