// The Rurik table: what must be decided and by whom, the seat's choices,
// the map, the strategy board, every household mat, the claim board and
// the decks and display.
import type { RurikPending, RurikPhase } from "ruleshelf";
import type { TableProps } from "../types";
import { Choices } from "./Choices";
import { ClaimBoard } from "./ClaimBoard";
import { CommonArea } from "./CommonArea";
import { FinalScores } from "./FinalScores";
import { Household } from "./Household";
import { MapBoard } from "./MapBoard";
import { StrategyBoard } from "./StrategyBoard";
import { TurnPoints } from "./TurnPoints";
import { capital, pendingText, phasePrompt, seatName } from "./words";
import "./rurik.css";

const STAGES: Readonly<Record<RurikPhase["type"], string>> = {
  chooseLeader: "Setup",
  returnInheritance: "Setup",
  placeTroop: "Setup",
  placeLeader: "Setup",
  inherit: "Setup",
  strategy: "Strategy phase",
  action: "Action phase",
  release: "Claim phase: releasing captives",
  deedDraft: "Claim phase: deed draft",
  over: "Game over",
};

/** The regions a decision is about, to light up on the map. */
function focusOf(pending: readonly RurikPending[]): Set<number> {
  const regions = new Set<number>();
  for (const p of pending) {
    if (p.type === "loseUnits" || p.type === "church" || p.type === "sviatopolk" || p.type === "chooseRebel") regions.add(p.region);
  }
  return regions;
}

export function Table({ view, names, actor, canAct, onAct }: TableProps<"rurik">) {
  const viewer = view.viewer ?? undefined;
  const seats = view.options.seats;
  const over = view.phase.type === "over";
  const live = canAct ? view.actions : [];
  const turnSeat = view.phase.type === "action" ? view.phase.seat : undefined;
  const resolving = view.turn?.column === undefined ? undefined : { column: view.turn.column, row: view.turn.row };
  const pending = [...view.pending].reverse();

  return (
    <div className="rurik-table">
      <p className="prompt" data-testid="prompt" aria-live="polite">
        {phasePrompt(view.phase, view.pending, names)}
      </p>
      <div className="table-badges">
        {STAGES[view.phase.type] !== "Setup" && (
          <span className="badge" data-testid="rurik-round">
            Round {view.round} of 4
          </span>
        )}
        <span className="badge">{STAGES[view.phase.type]}</span>
        {!over && <span className="badge">First player: {seatName(names, view.firstSeat)}</span>}
        {!over && view.tokenHolder !== view.firstSeat && (
          <span className="badge">First next round: {seatName(names, view.tokenHolder)}</span>
        )}
        {view.options.rebelRewards !== "hidden" && <span className="badge">Rebel rewards: {view.options.rebelRewards}</span>}
      </div>
      {over && view.finalScores && <FinalScores scores={view.finalScores} names={names} />}
      {pending.length > 1 && (
        <section className="rurik-pending" aria-label="Decisions waiting" data-testid="rurik-pending">
          <h3>Decisions waiting, the first one now</h3>
          <ol>
            {pending.map((p, i) => (
              <li key={i} className={i === 0 ? "rurik-pending-now" : undefined}>
                {i === 0 ? "Now: " : "Then: "}
                {capital(pendingText(p, names))}
              </li>
            ))}
          </ol>
        </section>
      )}
      {view.turn && turnSeat !== undefined && <TurnPoints turn={view.turn} seat={turnSeat} names={names} seats={seats} />}
      <section className="actions" aria-label="Your choices" data-testid="actions">
        <Choices actions={live} pending={view.pending[view.pending.length - 1]} names={names} seats={seats} onAct={onAct} />
        {live.length === 0 && (
          <p className="waiting">
            {over ? "The game is over." : `Waiting for ${actor === undefined ? "the next seat" : seatName(names, actor)}…`}
          </p>
        )}
      </section>
      <MapBoard regions={view.regions} names={names} focus={focusOf(view.pending)} />
      <StrategyBoard board={view.board} players={view.players} names={names} seats={seats} resolving={resolving} />
      <ol className="mats rurik-mats" aria-label="Households">
        {view.players.map((player, seat) => (
          <Household
            key={seat}
            player={player}
            seat={seat}
            names={names}
            viewer={viewer}
            acting={view.toAct.includes(seat)}
            first={seat === view.firstSeat}
          />
        ))}
      </ol>
      <ClaimBoard players={view.players} names={names} warfareTokens={view.warfareTokens} />
      <CommonArea view={view} />
    </div>
  );
}
