// The Ruse & Bruise table, played on its cards: pick a card of your hand,
// then the column to play it face down in (touch its goal or its foot); a
// flipped Cloak of yours: the card to hide under it; a flipped Traitor of
// yours: the goal to swap with, or "keep". A goal card stands for its
// column in a turn and for itself while a Traitor decides. The last round's scoring and,
// at the end, the score round by round.
import { useEffect, useRef, useState } from "react";
import type { Action, RuseAndBruiseCard, RuseAndBruisePhase, RuseAndBruiseView } from "ruleshelf";
import { Fallback } from "../../table/Fallback";
import { Decision } from "../../table/Decision";
import { handFirst } from "../../table/startWith";
import { PlayerPanel } from "../../table/PlayerPanel";
import { PlayNotice } from "../../table/PlayNotice";
import { SpotButton, useLiveSpotsInView } from "../../table/Spot";
import { useDirectPlay, type DirectPlay } from "../../table/directPlay";
import { useMotion } from "../../table/motion";
import { nameOf } from "../../table/seats";
import type { TableProps } from "../types";
import { CardFace, GoalCard, GoalImage, PlacedCard } from "./CardTile";
import { FinalScores, ScoringPanel } from "./Scoring";
import { Stats } from "./Stats";
import { actionGroup, actionLabel, cardName, cardText, goalName, phasePrompt } from "./words";
import "./ruse-and-bruise.css";

type RbAction = Action<"ruse-and-bruise">;
type Play = DirectPlay<RbAction>;

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

interface ColumnsProps {
  view: RuseAndBruiseView;
  dp: Play;
  viewer: number | undefined;
  names: readonly string[];
}

function Columns({ view, dp, viewer, names }: ColumnsProps) {
  const traitor = view.phase.type === "traitor" ? view.phase : undefined;
  const focus =
    view.phase.type === "traitor" || view.phase.type === "cloak" ? view.phase.column : undefined;
  if (view.columns.length === 0) return null;
  return (
    <ol className="rb-columns" aria-label="This round's columns" data-testid="rb-columns">
      {view.columns.map((column, index) => {
        const count = column.cards.length;
        const need = column.goal.value;
        const status = column.closed
          ? "closed by a Storm"
          : column.complete
            ? `complete (${count} of ${need})`
            : `${count} of ${need} cards`;
        const classes = [
          "rb-column",
          column.closed ? "rb-column-closed" : "",
          column.complete ? "rb-column-complete" : "",
          focus === index ? "rb-column-focus" : "",
        ];
        const spotOf = (key: string, label: string) =>
          dp.spot(key, { label, className: "rb-column-spot" });
        const goalKey = traitor !== undefined ? `goal:${index}` : `column:${index}`;
        return (
          // A touch anywhere in the column (on its cards, say) is a touch on its foot.
          <li
            key={index}
            className={classes.filter(Boolean).join(" ")}
            data-testid="rb-column"
            onClick={(event) => {
              if (event.target instanceof Element && !event.target.closest("[data-spot]")) {
                event.currentTarget.querySelector<HTMLElement>("[data-spot-foot]")?.click();
              }
            }}
          >
            <div className="rb-column-head">
              <span className="rb-column-number">Column {index + 1}</span>
              <SpotButton
                view={spotOf(goalKey, `the goal of column ${index + 1}, ${status}`)}
                data-tip={`Goal: ${goalName(column.goal)} — worth ${need}; the column needs ${need} card${need === 1 ? "" : "s"}.`}
              >
                <GoalCard goal={column.goal} />
              </SpotButton>
              <span className="rb-column-status">
                {column.closed ? (
                  <span className="tag rb-tag-storm" data-testid="rb-closed">
                    Storm: closed
                  </span>
                ) : (
                  <span className={column.complete ? "tag rb-tag-complete" : "tag"}>{status}</span>
                )}
              </span>
              {traitor !== undefined && traitor.column === index && (
                <SpotButton view={dp.spot("keep", { label: "", className: "rb-keep" })}>
                  Keep this goal
                </SpotButton>
              )}
            </div>
            <ol className="rb-column-cards" aria-label={`Column ${index + 1}'s cards, top first`}>
              {column.cards.map((placed, at) => (
                <li key={at}>
                  <PlacedCard
                    owner={placed.owner}
                    face={placed.face}
                    card={placed.card ?? undefined}
                    viewer={viewer}
                    names={names}
                    column={index}
                    index={at}
                  />
                </li>
              ))}
              {!column.closed && view.phase.type !== "over" && (
                <li>
                  <SpotButton
                    view={spotOf(`column:${index}`, `the foot of column ${index + 1}`)}
                    data-spot-foot=""
                  >
                    <span className="rb-foot">{count === 0 ? "no cards yet" : "play here"}</span>
                  </SpotButton>
                </li>
              )}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}

interface HandProps {
  hand: readonly RuseAndBruiseCard[];
  viewer: number;
  dp: Play;
}

function Hand({ hand, viewer, dp }: HandProps) {
  return (
    <section className="rb-hand-area" aria-label="Your hand">
      <h3>Your hand</h3>
      <ul className="rb-hand" data-testid="rb-hand">
        {hand.length === 0 && <li className="panel-empty">no cards in hand</li>}
        {hand.map((card) => (
          <li key={card}>
            <SpotButton
              view={dp.spot(`hand:${card}`, {
                label: `the ${cardName(card)}, in your hand`,
                tip: cardText(card),
                className: "rb-pick",
              })}
              data-pick={card}
              data-motion={`rb-${viewer}-${card}`}
              data-motion-from={`rb-seat-${viewer}`}
            >
              <CardFace card={card} owner={viewer} detailed />
            </SpotButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Table({
  view,
  names,
  actor,
  canAct,
  onAct,
  events = [],
}: TableProps<"ruse-and-bruise">) {
  const viewer = view.viewer ?? undefined;
  const [, setReadCount] = useState(read.size);
  const over = view.phase.type === "over";
  const turn = turnOf(view.phase);
  const root = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useMotion(root, events.length);

  const scoring = view.lastScoring;
  const key = scoring ? scoringKey(viewer, scoring) : "";
  const unread = scoring !== undefined && !over && !read.has(key);
  const markRead = () => {
    read.add(key);
    setReadCount(read.size);
  };
  // Once the scoring is read, keyboard focus goes on to the table.
  const wasUnread = useRef(unread);
  useEffect(() => {
    if (wasUnread.current && !unread)
      root.current
        ?.querySelector<HTMLElement>('[data-play="pick"], [data-play="play"]')
        ?.focus({ preventScroll: true });
    // A new scoring is read from its start.
    if (!wasUnread.current && unread && body.current) body.current.scrollTop = 0;
    wasUnread.current = unread;
  }, [unread]);

  const actions = canAct && !unread ? view.actions : [];
  const dp = useDirectPlay<RbAction>({
    view,
    names,
    actions,
    describe: (action) =>
      actionLabel(
        action,
        view.columns.map((column) => column.goal),
      ),
    startWith: handFirst,
    onAct,
    paused: unread ? `Read round ${scoring?.round}'s scoring first, then continue.` : undefined,
  });
  const hand = viewer === undefined || over ? undefined : view.players[viewer]?.hand;
  const stacks = view.goalStacks[0] ?? 0;

  useLiveSpotsInView(body, `${events.length}|${dp.picked.join(",")}|${actions.length}`);
  const pickedCard = dp.picked[0]?.startsWith("hand:")
    ? (dp.picked[0].slice(5) as RuseAndBruiseCard)
    : undefined;

  return (
    <div className={`rb-table fit-table${over ? " fit-over" : ""}`} ref={root}>
      <Decision
        prompt={
          unread
            ? `Round ${scoring?.round} is scored: read how, then continue`
            : pickedCard
              ? `You picked the ${cardName(pickedCard)}: touch the column to play it in (lit), or touch it again to put it back`
              : phasePrompt(view.phase, names, view.round, viewer)
        }
      />
      <div className="fit-head">
        <div className="table-badges">
          <span className="badge" data-testid="rb-round">
            {over ? "All six rounds played" : `Round ${view.round} of 6`}
          </span>
          {turn !== undefined && (
            <span className="badge">Turn: {turn === viewer ? "you" : nameOf(names, turn)}</span>
          )}
          {!over && (
            <span className="badge">
              {stacks} goal{stacks === 1 ? "" : "s"} left in each stack
            </span>
          )}
          {view.unclaimedGoals.length > 0 && (
            <span className="badge">
              {view.unclaimedGoals.length} goal{view.unclaimedGoals.length === 1 ? "" : "s"}{" "}
              unclaimed
            </span>
          )}
        </div>
      </div>
      <div className="fit-body" ref={body}>
        {scoring && unread && (
          <ScoringPanel scoring={scoring} names={names} onContinue={markRead} />
        )}
        {over && view.finalScores && <FinalScores scores={view.finalScores} names={names} />}
        <section className="rb-board" aria-label="The table" data-testid="board">
          <Columns view={view} dp={dp} viewer={viewer} names={names} />
        </section>
        <ol className="panels rb-seats" aria-label="Seats" data-testid="seats">
          {view.players.map((player, index) => {
            const sum = player.won.reduce((total, goal) => total + goal.value, 0);
            const domains = new Set(player.won.map((goal) => goal.domain)).size;
            return (
              <PlayerPanel
                key={index}
                seat={index}
                name={nameOf(names, index)}
                you={index === viewer}
                acting={view.toAct.includes(index)}
                motionId={`rb-seat-${index}`}
                tags={
                  index === turn && !view.toAct.includes(index) ? (
                    <span className="tag">turn</span>
                  ) : undefined
                }
              >
                <p className="panel-note rb-counts">
                  <span>{player.handCount} in hand</span> ·{" "}
                  <span>{player.drawCount} in draw pile</span> ·{" "}
                  <span>{player.discardPile.length} discarded</span>
                </p>
                <div className="rb-won" aria-label="Goals won">
                  {player.won.length === 0 ? (
                    <span className="panel-empty">no goals yet</span>
                  ) : (
                    player.won.map((goal, at) => <GoalImage key={at} goal={goal} small />)
                  )}
                </div>
                <p className="panel-note" data-testid="rb-won-sum">
                  Goals: {sum} point{sum === 1 ? "" : "s"} · {domains} of 6 domains
                </p>
              </PlayerPanel>
            );
          })}
        </ol>
        {scoring && !unread && !over && (
          <details className="rb-last-scoring">
            <summary>Round {scoring.round} scoring (last round)</summary>
            <ScoringPanel scoring={scoring} names={names} />
          </details>
        )}
        {over && <Stats view={view} names={names} events={events} />}
        {over && scoring && <ScoringPanel scoring={scoring} names={names} />}
        <Fallback
          actions={actions}
          label={(action) =>
            actionLabel(
              action,
              view.columns.map((column) => column.goal),
            )
          }
          group={actionGroup}
          onAct={onAct}
        />
        {!canAct && !over && (
          <p className="waiting">
            {viewer === undefined
              ? "You are watching."
              : `Waiting for ${actor === undefined ? "the next seat" : nameOf(names, actor)}…`}
          </p>
        )}
        {unread && (
          <p className="waiting">Read round {scoring?.round}'s scoring above, then continue.</p>
        )}
      </div>
      {hand !== undefined && viewer !== undefined && !unread && (
        <div className="fit-dock">
          <Hand hand={hand} viewer={viewer} dp={dp} />
        </div>
      )}
      <PlayNotice notice={dp.notice} onDismiss={dp.dismiss} />
    </div>
  );
}
