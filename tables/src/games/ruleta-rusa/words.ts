// Ruleta Rusa in words, after the rulebook.
import type {
  Action,
  LogEntry,
  RuletaRusaChip,
  RuletaRusaPhase,
  RuletaRusaSkill,
  RuletaRusaSkillInfo,
} from "ruleshelf";
import { components } from "../../engine";
import { seatWords } from "../../table/seats";

type RrAction = Action<"ruleta-rusa">;
type RrEntry = LogEntry<"ruleta-rusa">;

/** The skill chips as the crate names them, in the order of the view's `supply`. */
function chips(): readonly RuletaRusaSkillInfo[] {
  return components("ruleta-rusa").skills;
}

/** The rulebook's name of a skill: "Change of Turn". */
export function skillName(skill: RuletaRusaSkill): string {
  return chips().find((chip) => chip.skill === skill)?.name ?? skill;
}

/** The six skills, in the order of the view's `supply`. */
export function skills(): RuletaRusaSkill[] {
  return chips().map((chip) => chip.skill);
}

/** What each skill does, in full (tooltips and the rules). */
export const SKILL_TEXT: Readonly<Record<RuletaRusaSkill, string>> = {
  flip: "Flip: turn face down a face-up skill chip of another person still in the game.",
  reorder:
    "Reorder: look at the revolver stack and put the BANG! wherever you like in it. Not with one chip left.",
  changeOfTurn: "Change of Turn: give the turn to another person at once; play goes on from them.",
  look: "Look (advanced): see the top chip, then leave it on top or put it at the bottom. Not with one chip left.",
  changeOfDirection:
    "Change of Direction (advanced): play reverses; the next turn goes to the person on your right.",
  doubleShot:
    "Double Shot (advanced): whoever reveals next must reveal two chips. Not with one chip left, nor while another is waiting; using any skill instead of revealing shakes it off.",
};

export function chipName(chip: RuletaRusaChip): string {
  return chip === "bang" ? "BANG!" : "CLICK";
}

function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** What the seat in turn must decide, as a headline. */
export function phasePrompt(
  phase: RuletaRusaPhase,
  seat: string,
  doubleShot: boolean,
  you = false,
): string {
  /** "You draft" or "Seat 2 drafts": the seat at the device is "you". */
  const does = (verb: string, third: string) => (you ? `you ${verb}` : `${seat} ${third}`);
  const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  switch (phase) {
    case "draft":
      return cap(does("draft", "drafts")) + " a skill chip";
    case "opening":
      return cap(does("lift", "lifts")) + " the first chip of the revolver";
    case "turn":
      return doubleShot
        ? `${you ? "Your" : `${seat}'s`} turn — Double Shot waiting: revealing takes two chips`
        : `${you ? "Your" : `${seat}'s`} turn — reveal the top chip or use a skill`;
    case "openingBang":
      return `BANG! on the first chip — ${does("turn", "turns")} a skill chip face down`;
    case "loseSkill":
      return `BANG! — ${does("return", "returns")} a face-up skill chip to the box`;
    case "rebuild":
      return `${cap(does("rebuild", "rebuilds"))} the revolver — where does the BANG! go?`;
    case "reorder":
      return `${cap(does("reorder", "reorders"))} the revolver — where does the BANG! go?`;
    case "look":
      return `${cap(does("looked", "looked"))} at the top chip — leave it or move it to the bottom`;
    case "restore":
      return `CLICK — ${does("may", "may")} turn a skill chip face up`;
    case "over":
      return "The game is over";
  }
}

const GROUPS: readonly { title: string; types: readonly RrAction["type"][] }[] = [
  { title: "Reveal", types: ["reveal"] },
  { title: "Use a skill", types: ["reorder", "look", "changeOfDirection", "doubleShot"] },
  { title: "Flip another seat's chip", types: ["flip"] },
  { title: "Change of Turn: give the turn to", types: ["changeOfTurn"] },
  { title: "Place the BANG! (1 = top)", types: ["arrange"] },
  { title: "The top chip", types: ["leaveTop", "topToBottom"] },
  { title: "Turn a chip face up", types: ["turnUp", "keepSkills"] },
  { title: "Lose a skill chip", types: ["returnSkill", "turnDown"] },
  { title: "Draft a skill chip", types: ["draft"] },
];

/** The heading an action is listed under, in the list of moves. */
export function actionGroup(action: RrAction): string {
  return GROUPS.find((group) => group.types.includes(action.type))?.title ?? "Other";
}

/** An action as a button label (the acting seat is implied). */
export function actionLabel(
  action: RrAction,
  names: readonly string[],
  doubleShot = false,
): string {
  switch (action.type) {
    case "reveal":
      return doubleShot ? "Reveal two chips" : "Reveal the top chip";
    case "flip":
      return `Flip ${seatName(names, action.target)}'s ${skillName(action.skill)}`;
    case "reorder":
      return "Use Reorder";
    case "changeOfTurn":
      return `Give the turn to ${seatName(names, action.to)}`;
    case "look":
      return "Use Look";
    case "changeOfDirection":
      return "Use Change of Direction";
    case "doubleShot":
      return "Use Double Shot";
    case "arrange":
      return action.position === 1
        ? "BANG! on top"
        : `BANG! ${action.position}${ordinalSuffix(action.position)} from the top`;
    case "leaveTop":
      return "Leave it on top";
    case "topToBottom":
      return "Move it to the bottom";
    case "turnUp":
      return `Turn ${skillName(action.skill)} face up`;
    case "keepSkills":
      return "Keep my chips as they are";
    case "returnSkill":
      return `Return ${skillName(action.skill)} to the box`;
    case "turnDown":
      return `Turn ${skillName(action.skill)} face down`;
    case "draft":
      return `Take ${skillName(action.skill)}`;
  }
}

function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return "th";
  return n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
}

/** An action with its seat, for undo buttons and replays. */
export function describeAction(action: RrAction, names: readonly string[]): string {
  return `${seatName(names, action.seat)}: ${actionLabel(action, names)}`;
}

/** One log line: the seat at the device is "You", every other seat is named. */
export function describeEvent(
  entry: RrEntry,
  names: readonly string[],
  viewer: number | undefined,
): string {
  const event = entry.event;
  const w = seatWords(names, viewer);
  switch (event.type) {
    case "dealt":
      return `${w.does(event.seat, "get", "gets")} ${listInWords(event.skills.map(skillName))}.`;
    case "drafted":
      return `${w.does(event.seat, "draft", "drafts")} ${skillName(event.skill)}.`;
    case "firstToReveal":
      return `${w.does(event.seat, "are", "is")} the quickest to lift the top chip.`;
    case "turnBegins":
      return `${w.whose(event.seat)} turn.`;
    case "revealed":
      return event.chip === "bang"
        ? `${w.does(event.seat, "reveal", "reveals")} the BANG!`
        : `${w.does(event.seat, "reveal", "reveals")} a CLICK.`;
    case "turnedUp":
      return `${w.does(event.seat, "turn", "turns")} ${skillName(event.skill)} face up.`;
    case "turnedDown":
      return `${w.does(event.seat, "turn", "turns")} ${skillName(event.skill)} face down.`;
    case "returned":
      return `${w.does(event.seat, "return", "returns")} ${skillName(event.skill)} to the box.`;
    case "eliminated":
      return `${w.does(event.seat, "are", "is")} out of the game.`;
    case "used":
      return `${w.does(event.seat, "use", "uses")} ${skillName(event.skill)}.`;
    case "flipped":
      return `${w.does(event.seat, "flip", "flips")} ${w.whose(event.target, false)} ${skillName(event.skill)} face down.`;
    case "arranged":
      return `${w.does(event.seat, "arrange", "arranges")} the ${event.size} chips of the revolver.`;
    case "placedBang":
      return `You put the BANG! ${event.position === 1 ? "on top" : `${event.position}${ordinalSuffix(event.position)} from the top`} (only you know).`;
    case "saw":
      return `You saw a ${chipName(event.chip)} on top (only you know).`;
    case "leftTop":
      return `${w.does(event.seat, "leave", "leaves")} the top chip where it is.`;
    case "movedTopToBottom":
      return `${w.does(event.seat, "move", "moves")} the top chip to the bottom.`;
    case "gaveTurn":
      return `${w.does(event.seat, "give", "gives")} the turn to ${w.who(event.to, false)}.`;
    case "directionChanged":
      return `Play now goes ${event.direction}.`;
    case "doubleShotPending":
      return "Double Shot: whoever reveals next must reveal two chips.";
    case "doubleShotCancelled":
      return `${w.whose(event.seat)} skill cancels the Double Shot.`;
    case "finalDuel":
      return `Final Duel: ${listInWords(event.seats.map((s, i) => w.who(s, i === 0)))}. The stack is shuffled and their chips turn face up.`;
    case "won":
      return `${w.does(event.seat, "are", "is")} the last one at the table and ${w.isYou(event.seat) ? "win" : "wins"}!`;
  }
}
