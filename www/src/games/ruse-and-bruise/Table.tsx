// The Ruse & Bruise table: this round's columns under their goals, every
// seat's piles and goals, the hand and choices of the seat at the device,
// and the last round's scoring step by step.
import { useEffect, useRef, useState } from "react";
import type { RuseAndBruiseCard, RuseAndBruisePhase } from "ruleshelf";
import type { TableProps } from "../types";
import { Choices } from "./Choices";
import { Columns } from "./Columns";
import { FinalScores, ScoringPanel } from "./Scoring";
import { Seats } from "./Seats";
import { phasePrompt, seatName } from "./words";
import "./ruse-and-bruise.css";

/**
 * The round scorings each seat at the device (or a spectator) has read,
 * for this page's life. The shell remounts the table when the device is
 * passed, so this cannot live in the component's state; a reload shows the
 * last scoring once more, which does no harm.
 */
const read = new Set<string>();

function scoringKey(viewer: number | undefined, scoring: unknown): string {
  return `${viewer ?? "spectator"}#${JSON.stringify(scoring)}`;
}

function turnOf(phase: RuseAndBruisePhase): number | undefined {
  switch (phase.type) {
    case "turn":
      return phase.seat;
    case "traitor":
    case "cloak":
      return phase.turn;
    case "over":
      return undefined;
  }
}

export function Table({ view, names, actor, canAct, onAct }: TableProps<"ruse-and-bruise">) {
  const viewer = view.viewer ?? undefined;
  const [picked, setPicked] = useState<RuseAndBruiseCard>();
  const [, setReadCount] = useState(read.size);
  const over = view.phase.type === "over";
  const turn = turnOf(view.phase);

  const scoring = view.lastScoring;
  const key = scoring ? scoringKey(viewer, scoring) : "";
  const unread = scoring !== undefined && !over && !read.has(key);
  const markRead = () => {
    read.add(key);
    setReadCount(read.size);
  };
  // Once the scoring is read, keyboard focus goes on to the choices.
  const choices = useRef<HTMLElement>(null);
  const wasUnread = useRef(unread);
  useEffect(() => {
    if (wasUnread.current && !unread) choices.current?.querySelector("button")?.focus();
    wasUnread.current = unread;
  }, [unread]);

  const plays = canAct ? view.actions.filter((action) => action.type === "play") : [];
  const pick = picked !== undefined && plays.some((action) => action.card === picked) ? picked : undefined;
  const targets = new Set(plays.filter((action) => action.card === pick).map((action) => action.column));
  const focus = view.phase.type === "traitor" || view.phase.type === "cloak" ? view.phase.column : undefined;
  const hand = viewer === undefined || over ? undefined : view.players[viewer]?.hand;
  const goals = view.columns.map((column) => column.goal);
  const stacks = view.goalStacks[0] ?? 0;

  return (
    <div className="rb-table">
      <p className="prompt" data-testid="prompt" aria-live="polite">
        {phasePrompt(view.phase, names, view.round)}
      </p>
      <div className="table-badges">
        <span className="badge" data-testid="rb-round">
          {over ? "All six rounds played" : `Round ${view.round} of 6`}
        </span>
        {turn !== undefined && <span className="badge">Turn: {seatName(names, turn)}</span>}
        {!over && (
          <span className="badge">
            {stacks} goal{stacks === 1 ? "" : "s"} left in each stack
          </span>
        )}
        {view.unclaimedGoals.length > 0 && (
          <span className="badge">
            {view.unclaimedGoals.length} goal{view.unclaimedGoals.length === 1 ? "" : "s"} unclaimed
          </span>
        )}
      </div>
      {over && view.finalScores && <FinalScores scores={view.finalScores} names={names} />}
      {scoring && (unread || over) && <ScoringPanel scoring={scoring} names={names} onContinue={unread ? markRead : undefined} />}
      <Columns columns={view.columns} viewer={viewer} names={names} targets={targets} focus={focus} />
      <section className="actions" aria-label="Your choices" data-testid="actions" ref={choices}>
        {unread ? (
          <p className="waiting">Read round {scoring?.round}'s scoring above, then continue.</p>
        ) : (
          <>
            <Choices
              actions={view.actions}
              hand={hand}
              viewer={viewer}
              goals={goals}
              canAct={canAct}
              picked={pick}
              onPick={setPicked}
              onAct={(action) => {
                setPicked(undefined);
                onAct(action);
              }}
            />
            {!(canAct && view.actions.length > 0) && (
              <p className="waiting">
                {over
                  ? "The game is over."
                  : `Waiting for ${actor === undefined ? "the next seat" : seatName(names, actor)}…`}
              </p>
            )}
          </>
        )}
      </section>
      <Seats players={view.players} names={names} viewer={viewer} toAct={view.toAct} turn={turn} />
      {scoring && !unread && !over && (
        <details className="rb-last-scoring">
          <summary>Round {scoring.round} scoring (last round)</summary>
          <ScoringPanel scoring={scoring} names={names} />
        </details>
      )}
    </div>
  );
}
