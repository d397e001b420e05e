// The Rurik table, played on its boards, fitted to the box it is given
// (rurik.css): what must be decided and by whom, the pick in words, the
// choices in words (those that name nothing on the board) and the turn's
// points stay in view, on top in a narrow box or in a column beside the
// boards in a wide one; the boards, the step-by-step feed, the device's
// seat's leader and hand (played on) and every seat's panel scroll inside
// themselves. The boards are in parts (tabs): the map with the strategy
// board (each in its place in every phase), the decks
// and display with the modules' cards, the household mats, the claim
// board, and in a solo game the rebels' board and cards. Each decision
// opens the part its spots are on and brings its first live spot into
// view (the hand is drawn above the boards while the decision is on it);
// the prompt is in the frame's status bar; while others play, the part the step shown
// is about, with the regions it names outlined on the map.
import { useRef } from "react";
import type { LogEntry, RurikEvent } from "ruleshelf";
import { BoardTabs, type BoardTab } from "../../table/BoardTabs";
import { Decision } from "../../table/Decision";
import { Fallback } from "../../table/Fallback";
import { PickOptions } from "../../table/PickOptions";
import { PlayNotice } from "../../table/PlayNotice";
import { useLiveSpotsInView } from "../../table/Spot";
import { StepList, useStepFeed } from "../../table/StepFeed";
import { useDirectPlay } from "../../table/directPlay";
import { useMotion } from "../../table/motion";
import { motionAllowed } from "../../table/settings";
import type { TableProps } from "../types";
import { Choices, GROUPS, subgroup } from "./Choices";
import { ClaimBoard } from "./ClaimBoard";
import { CommonArea } from "./CommonArea";
import { Hand } from "./Hand";
import { Household } from "./Household";
import { MapBoard } from "./MapBoard";
import { focusOf, liveByTab, tabOfKey, type RurikAct, type RurikTab } from "./paths";
import { RebelBoard } from "./RebelBoard";
import { FinalScores, Stats } from "./Score";
import { SeatPanels } from "./SeatPanels";
import { StrategyBoard } from "./StrategyBoard";
import { TurnPoints } from "./TurnPoints";
import {
  actionLabel,
  capital,
  describeEvent,
  pendingText,
  phasePrompt,
  pickedText,
  seatName,
} from "./words";
import "./rurik.css";

const STAGES: Readonly<Record<string, string>> = {
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

const TAB_NAMES: Readonly<Record<RurikTab, string>> = {
  map: "Map & strategy",
  cards: "Cards",
  households: "Households",
  claims: "Claims",
  rebels: "Rebels",
};

/** The regions a log entry names (outlined on the map while it is the step shown). */
function regionsOf(event: RurikEvent | undefined): number[] {
  if (!event) return [];
  switch (event.type) {
    case "moved":
      return [event.from, event.to];
    case "epicBuilt":
      return event.other === undefined ? [event.region] : [event.region, event.other];
    default:
      return "region" in event && typeof event.region === "number" ? [event.region] : [];
  }
}

/** The part of the table a log entry is about (where to look while others play). */
function tabOfEvent(entry: LogEntry<"rurik"> | undefined, solo: boolean): RurikTab | undefined {
  switch (entry?.event.type) {
    case undefined:
      return undefined;
    case "rebelRow":
    case "rebelCard":
    case "rebelBonus":
    case "bonusUnlocked":
    case "rebelPriority":
    case "epicForgone":
      return solo ? "rebels" : "map";
    case "deedTaken":
    case "displayRefilled":
    case "deedRevealed":
    case "schemeDiscarded":
    case "deedToLibrary":
    case "schemesDrawn":
      return "cards";
    case "claimAdvanced":
    case "warfare":
      return "claims";
    default:
      return "map";
  }
}

/** Theofana ends the turn's taxing ("after you finish spending tax points"): points left are lost. */
function theofanaWarning(action: RurikAct, taxLeft: number): string | undefined {
  if (action.type !== "theofana" || taxLeft === 0) return undefined;
  return `Theofana acts once you finish taxing: your ${taxLeft} tax point${taxLeft === 1 ? "" : "s"} left will be lost. Touch again to go on.`;
}

export function Table({
  view,
  names,
  actor,
  canAct,
  onAct,
  events = [],
  history,
}: TableProps<"rurik">) {
  const viewer = view.viewer ?? undefined;
  const seats = view.options.seats;
  const over = view.phase.type === "over";
  const root = useRef<HTMLDivElement>(null);
  useMotion(root, events.length);
  const feed = useStepFeed(root, events);
  const actions = canAct ? (view.actions as RurikAct[]) : [];
  const describe = (action: RurikAct) => actionLabel(action, names, seats);
  const dp = useDirectPlay<RurikAct>({
    view,
    names,
    actions,
    describe,
    onAct,
    warn: (action) => theofanaWarning(action, view.turn?.points.tax ?? 0),
  });
  const seat = viewer ?? actor ?? 0;
  const top = view.pending[view.pending.length - 1];

  // Regions to outline: those the decision names, or the step being shown.
  // The last step's moves and taxes, drawn as a troop marching and a good
  // taken to the seat's panel (none without motion).
  const first = events.length - feed.steps.length;
  const lastSteps = motionAllowed()
    ? feed.steps.map((entry, i) => ({ key: String(first + i), event: entry.event }))
    : [];
  const marches = lastSteps.flatMap(({ key, event }) =>
    event.type === "moved" ? [{ key, seat: event.seat, from: event.from, to: event.to }] : [],
  );
  const taxes = lastSteps.flatMap(({ key, event }) =>
    event.type === "taxed"
      ? [{ key, seat: event.seat, region: event.region, good: event.good }]
      : [],
  );
  const focusRegions = new Set<number>();
  for (const p of view.pending) if ("region" in p) focusRegions.add(p.region);
  if (!canAct) for (const r of regionsOf(feed.current?.event)) focusRegions.add(r);

  // The map and the strategy board keep their places in every phase (a
  // player keeps their bearings); the tab brings the decision's first live
  // spot into view instead.
  const handLive = [...dp.live].some((key) => tabOfKey(key) === "side" && !key.startsWith("do:"));
  const order: RurikTab[] = [
    "map",
    "cards",
    "households",
    "claims",
    ...(view.solo ? (["rebels"] as const) : []),
  ];
  const live = liveByTab(dp.live);
  const lastOwn = useRef(0);
  if (canAct) lastOwn.current = events.length;
  const focus = canAct
    ? (focusOf(dp.live, dp.picked, (key) => dp.stateOf(key) === "target") ?? "map")
    : (tabOfEvent(feed.current ?? events[events.length - 1], view.solo !== undefined) ?? "map");
  const decision = canAct
    ? `act:${events.length}:${dp.picked.join(">")}`
    : `watch:${lastOwn.current}`;
  const tabs: BoardTab[] = order.map((id) => ({
    id,
    label: TAB_NAMES[id],
    live: live.get(id) ?? 0,
    render: () => {
      switch (id) {
        case "map":
          return (
            <div className="rk-map-and-board">
              <MapBoard view={view} names={names} dp={dp} focus={focusRegions} marches={marches} />
              <StrategyBoard view={view} names={names} dp={dp} seat={seat} />
            </div>
          );
        case "cards":
          return <CommonArea view={view} names={names} dp={dp} />;
        case "households":
          return (
            <ol className="mats rurik-mats" aria-label="Households">
              {view.players.map((player, s) => (
                <Household
                  key={s}
                  player={player}
                  seat={s}
                  names={names}
                  viewer={viewer}
                  acting={view.toAct.includes(s)}
                  first={s === view.firstSeat}
                />
              ))}
            </ol>
          );
        case "claims":
          return (
            <ClaimBoard players={view.players} names={names} warfareTokens={view.warfareTokens} />
          );
        case "rebels":
          return <RebelBoard view={view} />;
      }
    },
  }));
  const waiting = [...view.pending].reverse().slice(1);
  // A new decision brings its first live spot into view in the parts that scroll.
  const body = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLDivElement>(null);
  useLiveSpotsInView(body, decision);
  useLiveSpotsInView(main, decision);

  return (
    <div className={over ? "rk-table rk-table-over" : "rk-table"} ref={root} data-testid="rk-table">
      {over && view.finalScores && (
        <div className="rk-end">
          <FinalScores scores={view.finalScores} names={names} />
          <Stats view={view} names={names} history={history} />
        </div>
      )}
      <div className="rk-layout">
        <div className="rk-side">
          <Decision
            prompt={
              canAct && dp.picked.length > 0 ? (
                <span data-testid="rk-picked">
                  <span className="rk-picked-tag">Picked</span>{" "}
                  {capital(dp.picked.map((key) => pickedText(key, seats)).join(" → "))}: touch a lit
                  spot to go on, or the pick again to drop it.
                </span>
              ) : (
                phasePrompt(view.phase, view.pending, names, viewer)
              )
            }
          />
          <PickOptions play={dp} describe={describe} inline />
          <Choices dp={dp} actions={actions} pending={top} names={names} seats={seats} />
          <div className="table-badges">
            {STAGES[view.phase.type] !== "Setup" && (
              <span className="badge" data-testid="rurik-round">
                Round {view.round} of 4
              </span>
            )}
            <span className="badge badge-stage">{STAGES[view.phase.type]}</span>
            {!over && (
              <span className="badge badge-first">
                First player: {view.firstSeat === viewer ? "you" : seatName(names, view.firstSeat)}
              </span>
            )}
            {view.options.rebelRewards !== undefined && view.options.rebelRewards !== "hidden" && (
              <span className="badge">Rebel rewards: {view.options.rebelRewards}</span>
            )}
          </div>
          {waiting.length > 0 && (
            <ul className="rk-waiting" aria-label="Decisions waiting">
              {waiting.map((p, i) => (
                <li key={i}>Then: {capital(pendingText(p, names, viewer))}</li>
              ))}
            </ul>
          )}
          {view.turn && view.phase.type === "action" && (
            <TurnPoints
              turn={view.turn}
              seat={view.phase.seat}
              names={names}
              seats={seats}
              viewer={viewer}
            />
          )}
          {!canAct && !over && (
            <p className="waiting">
              {viewer === undefined
                ? "You are watching."
                : `Waiting for ${actor === undefined ? "the next seat" : seatName(names, actor)}…`}
            </p>
          )}
        </div>
        <div className="rk-body" ref={body}>
          <div className={handLive ? "rk-main rk-main-hand" : "rk-main"} ref={main}>
            {handLive && <Hand view={view} dp={dp} seat={seat} />}
            <BoardTabs tabs={tabs} focus={focus} label="The boards" decision={decision} />
          </div>
          <div className="rk-rest">
            <StepList feed={feed} describe={(entry) => describeEvent(entry, names, viewer)} />
            {!handLive && <Hand view={view} dp={dp} seat={seat} />}
            <SeatPanels view={view} names={names} viewer={viewer} taxes={taxes} />
          </div>
        </div>
      </div>
      <PlayNotice notice={dp.notice} onDismiss={dp.dismiss} />
      <Fallback
        actions={actions}
        label={describe}
        group={(action) => `${GROUPS[action.type]}${subgroup(action)}`}
        onAct={onAct}
      />
    </div>
  );
}
