// The Ruleta Rusa table, played on its chips: touch the revolver to reveal,
// one of your skill chips to use it (Flip: then the chip to flip; Change of
// Turn: then the seat), a place in the stack to put the BANG!, a chip of
// yours to turn it up or lose it.
import { useEffect, useRef, useState } from "react";
import type { Action, RuletaRusaChip } from "ruleshelf";
import { Burst } from "../../table/Burst";
import { Fallback } from "../../table/Fallback";
import { Decision } from "../../table/Decision";
import { PlayerPanel } from "../../table/PlayerPanel";
import { PlayNotice } from "../../table/PlayNotice";
import { Spot, useLiveSpotsInView } from "../../table/Spot";
import { useDirectPlay, type DirectPlay } from "../../table/directPlay";
import { useMotion } from "../../table/motion";
import { nameOf } from "../../table/seats";
import type { TableProps } from "../types";
import { RevolverDisc, SkillDisc } from "./Chips";
import { Stats } from "./Stats";
import {
  actionGroup,
  actionLabel,
  chipName,
  phasePrompt,
  skillName,
  SKILL_TEXT,
  skills,
} from "./words";
import "./ruleta-rusa.css";

type RrAction = Action<"ruleta-rusa">;
type Play = DirectPlay<RrAction>;

interface StackProps {
  view: TableProps<"ruleta-rusa">["view"];
  dp: Play;
  viewer: number | undefined;
}

function Stack({ view, dp, viewer }: StackProps) {
  const arranging = view.phase === "rebuild" || view.phase === "reorder";
  const over = view.phase === "over";
  const known = view.stack.filter((chip) => chip !== null).length;
  if (arranging) {
    const size = view.phase === "rebuild" ? 8 : view.stack.length;
    return (
      <ol
        className="rr-stack rr-slots"
        aria-label="Places in the stack, top first"
        data-testid="stack"
      >
        {Array.from({ length: size }, (_, index) => {
          const position = index + 1;
          return (
            <li key={position}>
              <Spot
                play={dp}
                at={`slot:${position}`}
                options={{
                  label: position === 1 ? "the top of the stack" : "from the top",
                  className: "rr-slot",
                }}
                data-motion={`rr-stack-${index}`}
              >
                <span className="rr-slot-number">{position}</span>
              </Spot>
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <ol className="rr-stack" aria-label="Revolver stack, top first" data-testid="stack">
      {view.stack.map((chip, index) => {
        const face = chip ?? undefined;
        if (index === 0) {
          return (
            <li key={index} className="stack-top">
              <Spot
                play={dp}
                at="stack:top"
                options={{
                  label: `the top chip of the revolver${face ? "" : ", face down"}, ${view.stack.length} in the stack`,
                  className: "rr-top",
                }}
                data-motion="rr-stack-0"
                data-face={face ?? "back"}
              >
                <RevolverDisc chip={face} />
                {dp.stateOf("stack:top") === "play" && (
                  <span className="rr-top-word">
                    {view.phase === "look" ? "leave it" : view.doubleShot ? "reveal two" : "reveal"}
                  </span>
                )}
              </Spot>
            </li>
          );
        }
        return (
          <li key={index} data-motion={`rr-stack-${index}`} data-face={face ?? "back"}>
            <span role="img" aria-label={`${index + 1}: ${face ? chipName(face) : "unknown"}`}>
              <RevolverDisc chip={face} small />
            </span>
          </li>
        );
      })}
      {view.phase === "look" && (
        <li>
          <Spot play={dp} at="stack:bottom" options={{ label: "", className: "rr-slot rr-bottom" }}>
            to the bottom
          </Spot>
        </li>
      )}
      {view.stack.length === 0 && (
        <li className="rr-empty">{over ? "The game is over." : "All eight chips are out."}</li>
      )}
      {known > 0 && !over && (
        <li className="rr-known">{`${viewer === undefined ? "Known" : "You know"}: ${known} of ${view.stack.length}`}</li>
      )}
    </ol>
  );
}

/**
 * The revealed chips side by side in eight places (only CLICKs stay there;
 * after a BANG! all eight wait to be rebuilt), so the pile never changes size.
 */
function Discard({
  revealed,
  rebuilding,
  over,
}: {
  revealed: number;
  rebuilding: boolean;
  over: boolean;
}) {
  const chips: RuletaRusaChip[] = rebuilding
    ? ["bang", ...Array.from({ length: 7 }, (): RuletaRusaChip => "click")]
    : Array.from({ length: revealed }, (): RuletaRusaChip => "click");
  const empty = Math.max(0, 8 - chips.length);
  return (
    <div className="rr-pile rr-discard">
      <h3>Revealed</h3>
      <p className="pile-count" data-testid="discard-size">
        {rebuilding
          ? over
            ? "all 8: the last BANG! ended it"
            : "all 8, being rebuilt"
          : `${revealed} revealed`}
      </p>
      <ol
        className="rr-discard-row"
        aria-label={rebuilding ? "The BANG! and seven CLICKs" : `${revealed} CLICKs`}
      >
        {chips.map((chip, index) => (
          <li
            key={index}
            data-motion={`rr-discard-${index}`}
            data-motion-from={index === chips.length - 1 ? "rr-stack-0" : undefined}
            data-face={chip}
          >
            <RevolverDisc chip={chip} small />
          </li>
        ))}
        {Array.from({ length: empty }, (_, index) => (
          <li key={`empty-${index}`} className="rr-discard-empty" aria-hidden="true" />
        ))}
      </ol>
    </div>
  );
}

/** The box: the skill chips not in front of anyone (drafted from in the advanced game). */
function Box({ view, dp }: { view: TableProps<"ruleta-rusa">["view"]; dp: Play }) {
  const drafting = view.phase === "draft";
  return (
    <div className="rr-pile rr-box" data-motion="rr-box">
      <h3>The box</h3>
      <ul className="rr-box-chips" aria-label="Skill chips in the box">
        {skills().map((skill, index) => {
          const count = view.supply[index] ?? 0;
          if (view.options.mode === "basic" && index > 2) return null;
          if (!drafting) {
            return (
              <li key={skill} className="rr-box-count" data-tip={SKILL_TEXT[skill]}>
                {skillName(skill)} ×{count}
              </li>
            );
          }
          return (
            <li key={skill}>
              <Spot
                play={dp}
                at={`supply:${skill}`}
                options={{
                  label: "in the box",
                  tip: SKILL_TEXT[skill],
                  className: "rr-skill",
                }}
              >
                <SkillDisc skill={skill} faceUp />
                <span className="rr-skill-name">
                  {skillName(skill)} ×{count}
                </span>
              </Spot>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The BANG! to shout about: the one the last move revealed (for a moment),
 * or the one its revealer is dealing with now (losing a chip, rebuilding).
 */
function useBang(
  events: TableProps<"ruleta-rusa">["events"],
  phase: string,
): { seat: number; at: number; loud: boolean } | undefined {
  const list = events ?? [];
  let at = -1;
  let sinceTurn = true;
  for (let index = list.length - 1; index >= 0; index--) {
    const event = list[index]?.event;
    if (event?.type === "revealed" && event.chip === "bang") {
      at = index;
      break;
    }
    if (event?.type === "turnBegins") sinceTurn = false;
  }
  const [fresh, setFresh] = useState(-1);
  const known = useRef(at);
  useEffect(() => {
    if (at <= known.current) {
      known.current = Math.max(known.current, at);
      return;
    }
    known.current = at;
    setFresh(at);
    const timer = setTimeout(() => setFresh(-1), 1200);
    return () => clearTimeout(timer);
  }, [at]);
  const event = list[at]?.event;
  if (event?.type !== "revealed") return undefined;
  const dealing =
    sinceTurn && (phase === "loseSkill" || phase === "openingBang" || phase === "rebuild");
  if (fresh === at) return { seat: event.seat, at, loud: true };
  return dealing ? { seat: event.seat, at, loud: false } : undefined;
}

/** The picked spot in words, for the prompt ("Flip", "your Reorder chip"). */
function pickedWords(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const [kind, , skill] = key.split(":");
  const known = (id: string | undefined) => skills().find((s) => s === id);
  const chip = kind === "skill" ? known(skill) : undefined;
  if (chip) return `your ${skillName(chip)} chip`;
  const boxed = kind === "supply" ? known(key.slice(7)) : undefined;
  if (boxed) return `${skillName(boxed)} in the box`;
  return undefined;
}

export function Table({
  view,
  names,
  actor,
  canAct,
  onAct,
  events = [],
}: TableProps<"ruleta-rusa">) {
  const viewer = view.viewer ?? undefined;
  const root = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useMotion(root, events.length);
  const actions = canAct ? view.actions : [];
  const turnName = nameOf(names, view.turn);
  const dp = useDirectPlay<RrAction>({
    view,
    names,
    actions,
    describe: (action) => actionLabel(action, names, view.doubleShot),
    onAct,
    startWith: (keys) => {
      const chips = [...new Set(keys.flatMap((key) => pickedWords(key) ?? []))];
      return chips.length > 0 ? `Pick ${chips.join(" or ")} first.` : undefined;
    },
  });
  const bang = useBang(events, view.phase);
  const over = view.phase === "over";
  const seat = viewer ?? view.turn;
  useLiveSpotsInView(body, `${events.length}|${dp.picked.join(",")}|${actions.length}`);
  const picked = pickedWords(dp.picked[0]);
  // The seat at the device sits in the dock at the bottom, in view with its chips; the others above it.
  const docked = over ? undefined : viewer;

  const panel = (index: number) => {
    const player = view.players[index];
    if (!player) return null;
    const acting = !over && index === view.turn;
    const faceUp = player.skills.filter((chip) => chip.faceUp).length;
    const knows =
      player.knows === 0
        ? 0
        : Array.from({ length: view.stack.length }, (_, i) => (player.knows >> i) & 1).reduce(
            (a, b) => a + b,
            0,
          );
    return (
      <PlayerPanel
        key={index}
        seat={index}
        name={nameOf(names, index)}
        you={index === viewer}
        acting={acting}
        out={!player.alive}
        motionId={`rr-seat-${index}`}
        spot={dp.spot(`seat:${index}`, { label: "" })}
      >
        <ul className="rr-chips" aria-label={`${nameOf(names, index)}'s skill chips`}>
          {player.skills.length === 0 && <li className="panel-empty">no skill chips</li>}
          {player.skills.map((chip) => {
            const own = index === seat;
            return (
              <li key={chip.skill}>
                <Spot
                  play={dp}
                  at={`skill:${index}:${chip.skill}`}
                  options={{
                    label: `${own && viewer !== undefined ? "your" : `${nameOf(names, index)}'s`} chip, face ${chip.faceUp ? "up" : "down"}`,
                    tip: SKILL_TEXT[chip.skill],
                    className: `rr-skill${chip.faceUp ? "" : " rr-skill-down"}`,
                  }}
                  data-motion={`rr-skill-${index}-${chip.skill}`}
                  data-motion-to="rr-box"
                  data-face={chip.faceUp ? "up" : "down"}
                >
                  <SkillDisc skill={chip.skill} faceUp={chip.faceUp} />
                  <span className="rr-skill-name">{skillName(chip.skill)}</span>
                </Spot>
              </li>
            );
          })}
        </ul>
        <p className="panel-note">
          {player.alive
            ? `${faceUp} face up (${faceUp === 1 ? "one life" : `${faceUp} lives`})`
            : "eliminated"}
          {player.alive && knows > 0 && view.stack.length > 0
            ? ` · knows ${knows === view.stack.length ? "the whole stack" : `${knows} of ${view.stack.length} places`}`
            : ""}
        </p>
        {index === seat && actions.some((action) => action.type === "keepSkills") && (
          <Spot play={dp} at="keep" options={{ label: "", className: "rr-keep" }}>
            Keep my chips as they are
          </Spot>
        )}
      </PlayerPanel>
    );
  };

  return (
    <div className={`rr-table fit-table${over ? " fit-over" : ""}`} ref={root}>
      <Decision
        prompt={
          picked
            ? `You picked ${picked}: touch where it goes (lit), or touch it again to put it back`
            : phasePrompt(
                view.phase,
                turnName,
                view.doubleShot,
                viewer !== undefined && view.turn === viewer && !over,
              )
        }
      />
      <div className="fit-head">
        <div className="table-badges">
          <span className="badge">
            Play goes {view.direction === "clockwise" ? "clockwise ↻" : "counterclockwise ↺"}
          </span>
          {view.doubleShot && <span className="badge badge-alert">Double Shot waiting</span>}
          {view.options.mode === "advanced" && <span className="badge">Advanced chips</span>}
          {bang && !bang.loud && <span className="badge rr-bang-tag">BANG!</span>}
          {/* Shouted among the badges, in the table's flow: over the revealed chips it hid them while the decision waited. */}
          {bang?.loud && !over && (
            <Burst
              inline
              text="BANG!"
              detail={`${nameOf(names, bang.seat)} revealed it`}
              shake={root}
              key={bang.at}
            />
          )}
        </div>
      </div>
      <div className="fit-body" ref={body}>
        <section className="rr-middle" aria-label="The revolver" data-testid="board">
          <div className="rr-pile rr-revolver">
            <h3>Revolver stack</h3>
            <p className="pile-count" data-testid="stack-size">
              {view.stack.length > 0
                ? `${view.stack.length} chip${view.stack.length === 1 ? "" : "s"}`
                : over
                  ? "put away"
                  : "being rebuilt"}
            </p>
            <Stack view={view} dp={dp} viewer={viewer} />
          </div>
          <Discard revealed={view.revealed} rebuilding={view.stack.length === 0} over={over} />
          <Box view={view} dp={dp} />
        </section>
        <ol className="panels rr-panels" aria-label="Seats" data-testid="seats">
          {view.players.map((_, index) => (index === docked ? null : panel(index)))}
        </ol>
        {over && <Stats view={view} names={names} events={events} />}
        <Fallback
          actions={actions}
          label={(action) => actionLabel(action, names, view.doubleShot)}
          group={actionGroup}
          onAct={onAct}
        />
        {!canAct && !over && (
          <p className="waiting">
            {viewer === undefined
              ? "You are watching."
              : `Waiting for ${nameOf(names, actor ?? view.turn)}…`}
          </p>
        )}
      </div>
      {docked !== undefined && (
        <div className="fit-dock">
          <ol className="panels rr-panels rr-dock" aria-label="Your seat">
            {panel(docked)}
          </ol>
        </div>
      )}
      <PlayNotice notice={dp.notice} onDismiss={dp.dismiss} />
    </div>
  );
}
