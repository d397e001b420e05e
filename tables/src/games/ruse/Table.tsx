// The RUSE table, played on its boards. The board is in parts (tabs): the
// Vital Territories with the Mountains, the tracks (territory tracks,
// destiny, common objectives, the VP track), the den (a seat's personal
// board, den board, the bonus den path tiles and the instincts board), and
// the Firefox and Village boards when they are in play. Each decision opens
// the part it is about; beside it, always in sight: what must be decided,
// the turn, the last move step by step, your private objectives and every
// seat's panel.
import { useLayoutEffect, useRef } from "react";
import type { LogEntry, RuseVixenIcon } from "ruleshelf";
import { BoardTabs, scrollIntoBox, type BoardTab } from "../../table/BoardTabs";
import { Fallback } from "../../table/Fallback";
import { Decision } from "../../table/Decision";
import { PickOptions } from "../../table/PickOptions";
import { PlayNotice } from "../../table/PlayNotice";
import { StepList, useStepFeed } from "../../table/StepFeed";
import { useDirectPlay } from "../../table/directPlay";
import { useMotion } from "../../table/motion";
import type { TableProps } from "../types";
import { DenBoard } from "./DenBoard";
import { FirefoxBoard, VillageBoard } from "./Expansions";
import { Stats, FinalScores, VixenFinal } from "./Score";
import { Hand, Panels, SupplyTray, TurnTray } from "./Side";
import { TerritoriesBoard } from "./TerritoriesBoard";
import { TracksBoard } from "./TracksBoard";
import { VixenBoard } from "./Vixen";
import type { RuseTableContext } from "./context";
import { focusOf, liveByTab, type RuseTab } from "./paths";
import {
  actionGroup,
  actionLabel,
  choiceText,
  describeEvent,
  phasePrompt,
  pickedText,
  seatName,
  type RuseAct,
} from "./words";
import "./ruse.css";

/** The part of the board a log entry is about (where to look while others play). */
function tabOfEvent(entry: LogEntry<"ruse"> | undefined): RuseTab | undefined {
  const event = entry?.event;
  switch (event?.type) {
    case "round":
    case "commonClaimed":
      return "tracks";
    case "firefoxMoved":
      return "firefox";
    case "vixenRevealed":
    case "vixenRolled":
      return "vixen";
    case "vixenPlaced":
      return event.territory ? "territories" : "vixen";
    case "vixenMoved":
      return "territories";
    case "vixenResolved":
      return vixenIconTab(event.icon);
    case "denTilesDrawn":
      return "den";
    case "played":
      switch (event.action.type) {
        case "advanceTrack":
          return "tracks";
        case "den":
        case "denDraw":
        case "placeTile":
        case "returnTiles":
        case "takeBonusTile":
        case "chooseInstinct":
        case "grow":
        case "growFree":
        case "exit":
        case "toDen":
        case "raiseKit":
          return "den";
        case "firefox":
          return "firefox";
        case "village":
          return "village";
        case "buy":
          return event.action.buy === "track" ? "tracks" : "territories";
        default:
          return "territories";
      }
    default:
      return entry ? "territories" : undefined;
  }
}

/** Where one of VIXEN's icons acts: its own board (kits, den tiles), the tracks (a common objective) or the territories. */
function vixenIconTab(icon: RuseVixenIcon): RuseTab {
  if (typeof icon === "object") return "den" in icon ? "vixen" : "tracks";
  switch (icon) {
    case "kit":
    case "grow":
    case "bonusDen":
    case "retrieve":
      return "vixen";
    default:
      return "territories";
  }
}

const TAB_NAMES: Readonly<Record<RuseTab, string>> = {
  territories: "Territories",
  tracks: "Tracks",
  den: "Den and kits",
  firefox: "Firefox",
  village: "Village",
  vixen: "VIXEN",
};

export function Table({
  view,
  names,
  actor,
  canAct,
  onAct,
  events = [],
  history,
}: TableProps<"ruse">) {
  const viewer = view.viewer ?? undefined;
  const over = view.phase.type === "over";
  const root = useRef<HTMLDivElement>(null);
  useMotion(root, events.length);
  const feed = useStepFeed(root, events);

  const actions = canAct ? (view.actions as RuseAct[]) : [];
  const dp = useDirectPlay<RuseAct>({
    view,
    names,
    actions,
    describe: (action) => actionLabel(action, view),
    onAct,
  });
  const ctx: RuseTableContext = {
    view,
    names,
    dp,
    viewer,
    picked: dp.picked[dp.picked.length - 1],
  };

  const order: RuseTab[] = [
    "territories",
    "tracks",
    "den",
    ...(view.firefox ? (["firefox"] as const) : []),
    ...(view.village ? (["village"] as const) : []),
    ...(view.vixen ? (["vixen"] as const) : []),
  ];
  const live = liveByTab(dp.live, view);
  // While the device's seat decides, the part its moves are on; else where the last move happened.
  const lastOwn = useRef(0);
  if (canAct) lastOwn.current = events.length;
  // While the last move's steps are still being shown (VIXEN's turn after
  // yours), the part each step is on; then, while the device's seat decides,
  // the part its moves are on; else where the last move happened.
  const feeding = feed.shown < feed.steps.length;
  const focus = tabOfEvent(feed.current ?? events[events.length - 1]) ?? "territories";
  const decisionTab = canAct ? (focusOf(dp.live, view, order) ?? "territories") : undefined;
  const decision = feeding
    ? `feed:${events.length}:${feed.shown}`
    : canAct
      ? `act:${events.length}:${dp.picked.join(">")}`
      : `watch:${lastOwn.current}`;
  // A decision made beside the boards (an objective in the hand, a seat's
  // token): once the steps are shown, its first spot comes into view in
  // the part that scrolls (the boards' own part brings theirs).
  const rest = useRef<HTMLDivElement>(null);
  // At the end the final scores, at the top of the boards' part, come into view.
  const main = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!over) return;
    if (main.current) main.current.scrollTop = 0;
    if (body.current) body.current.scrollTop = 0;
  }, [over]);
  const restLive = canAct && !feeding && focusOf(dp.live, view, order) === undefined;
  useLayoutEffect(() => {
    if (!restLive) return;
    const spot = rest.current?.querySelector<HTMLElement>(
      '[data-play="target"], [data-play="play"], [data-play="pick"]',
    );
    if (spot) scrollIntoBox(spot);
  }, [restLive, decision]);
  const tabs: BoardTab[] = order.map((id) => ({
    id,
    label: TAB_NAMES[id],
    live: live.get(id) ?? 0,
    render: () => {
      switch (id) {
        case "territories":
          return <TerritoriesBoard ctx={ctx} />;
        case "tracks":
          return <TracksBoard ctx={ctx} />;
        case "den":
          return <DenBoard ctx={ctx} decision={decision} />;
        case "firefox":
          return <FirefoxBoard ctx={ctx} />;
        case "village":
          return <VillageBoard ctx={ctx} />;
        case "vixen":
          return <VixenBoard ctx={ctx} />;
      }
    },
  }));
  const waiting = view.pending.slice(canAct ? 1 : 0);
  // In the turn's steps the device's seat is "You", as in the prompt.
  const yours =
    viewer === undefined ? names : names.map((name, seat) => (seat === viewer ? "You" : name));

  return (
    <div className="rf-table" ref={root} data-testid="rf-table">
      <div className="rf-layout">
        <div className="rf-top">
          <Decision
            prompt={
              dp.picked.length > 0 ? (
                <span data-testid="rf-picked">
                  Picked:{" "}
                  <strong>
                    {dp.picked
                      .map((key) => pickedText(key, view) ?? "the lifted piece")
                      .join(", then ")}
                  </strong>
                  . Touch a glowing spot to go on, or the picked one again to drop it.
                </span>
              ) : (
                phasePrompt(view, names)
              )
            }
          />
          <PickOptions play={dp} describe={(action) => actionLabel(action, view)} inline />
          <div className="table-badges">
            <span className="badge" data-testid="rf-round">
              {over ? "All four rounds played" : `Round ${view.round} of 4`}
            </span>
            <span className="badge">
              {view.night ? "Night: move up to 3" : "Day: move up to 2"}
            </span>
            <span className="badge rf-side-badge">
              {view.options.side === "winter" ? "Winter side" : "Summer side"}
            </span>
          </div>
          {waiting.length > 0 && (
            <ul className="rf-waiting" aria-label="Choices owed">
              {waiting.map((p, i) => (
                <li key={i}>
                  {seatName(names, p.seat)} will choose {choiceText(p.choice)}.
                </li>
              ))}
            </ul>
          )}
          {!over && <TurnTray ctx={ctx} />}
          <SupplyTray ctx={ctx} />
          <StepList feed={feed} describe={(entry) => describeEvent(entry, yours, viewer)} />
          {!canAct && !over && (
            <p className="waiting">
              {viewer === undefined
                ? "You are watching."
                : `Waiting for ${actor === undefined ? "the next seat" : seatName(names, actor)}…`}
            </p>
          )}
        </div>
        {/* On a narrow box one part scrolls under the turn (the boards, then the panels and the hand); on a wide one the boards and the side scroll apart. */}
        <div className="rf-body" ref={body}>
          <div className="rf-main" ref={main}>
            {over && (
              <div className="rf-end">
                <FinalScores view={view} names={names} />
                <VixenFinal view={view} />
                <Stats view={view} names={names} events={events} history={history} />
              </div>
            )}
            <BoardTabs
              tabs={tabs}
              focus={focus}
              label="The boards"
              decision={decision}
              decisionTab={decisionTab}
              feeding={feeding}
            />
          </div>
          <div className="rf-rest" ref={rest}>
            <Panels ctx={ctx} />
            <Hand ctx={ctx} />
            <Fallback
              actions={actions}
              label={(action) => actionLabel(action, view)}
              group={(action) => actionGroup(action, view)}
              onAct={onAct}
            />
          </div>
        </div>
      </div>
      <PlayNotice notice={dp.notice} onDismiss={dp.dismiss} />
    </div>
  );
}
