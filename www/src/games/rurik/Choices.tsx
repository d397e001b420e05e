// The seat's legal actions, one button each, grouped by what they do.
import type { Action, RurikPending } from "ruleshelf";
import { actionLabel, costText, GOOD_NAMES, regionName } from "./words";

type RurikAction = Action<"rurik">;

const GROUPS: Readonly<Record<RurikAction["type"], string>> = {
  chooseLeader: "Choose your leader",
  returnInheritance: "Return one inheritance card",
  placeTroop: "Place a troop",
  placeLeader: "Place your leader",
  inherit: "Gain an inheritance card",
  forfeit: "Or forfeit it",
  placeAdvisor: "Place an advisor",
  bribe: "Bribe the advisor just placed",
  regroup: "Out of troops: muster two",
  takeAdvisor: "Which advisor to resolve",
  takePoints: "Your advisor",
  takeCoin: "Your advisor",
  muster: "Muster",
  move: "Move",
  attack: "Attack",
  tax: "Tax",
  build: "Build",
  playScheme: "Play a scheme card",
  accomplishDeed: "Accomplish a deed",
  convert: "Use a conversion token",
  predslava: "Predslava's ability",
  sviatoslav: "Sviatoslav's ability",
  theofana: "Theofana's ability",
  buildEpic: "Build an epic structure",
  crossFort: "Border Fort",
  defeatFaction: "The rebel faction",
  endTurn: "Done",
  decline: "Or not",
  returnRebel: "Pay",
  releaseCaptive: "Pay",
  chooseGood: "Choose a good",
  tradeGood: "Capital Port: trade a good",
  exchangeDeed: "Library: take a deed",
  giveDeed: "Library: give a deed",
  vecheTroop: "Veche",
  checkCasualty: "Casualty check before a capture",
  capture: "Capture",
  keepCaptive: "Which captive stays",
  loseUnit: "Choose the unit you lose",
  stow: "Boat or dock",
  marketBonus: "Your market",
  chooseDeck: "Choose the scheme deck",
  keepScheme: "Keep one scheme card",
  convertUnit: "Your church",
  tavernScheme: "Your tavern",
  defeatRebel: "Which rebel",
  replace: "Sviatopolk",
  payGood: "Pay",
  payScheme: "Pay",
  removeTroop: "Pay",
  removeStructure: "Pay",
  takeDeed: "Take a deed card",
};

/** What the decision on top of the pending stack is about, for its buttons' heading. */
function detail(pending: RurikPending | undefined): string {
  switch (pending?.type) {
    case "stow":
      return pending.goods[0] ? `: the ${GOOD_NAMES[pending.goods[0]]}` : "";
    case "defend":
    case "loseUnits":
    case "church":
    case "sviatopolk":
    case "chooseRebel":
      return ` in ${regionName(pending.region)}`;
    case "market":
      return ` (${GOOD_NAMES[pending.good]})`;
    case "pay":
      return ` — still owed: ${costText(pending.cost)}`;
    default:
      return "";
  }
}

/** Long lists are split: advisors by number, moves by the region left. */
function subgroup(action: RurikAction): string {
  if (action.type === "placeAdvisor") return ` #${action.number}`;
  if (action.type === "move") return ` from ${regionName(action.from)}`;
  return "";
}

interface ChoicesProps {
  actions: readonly RurikAction[];
  /** The decision on top of the pending stack, if any. */
  pending: RurikPending | undefined;
  names: readonly string[];
  seats: number;
  onAct: (action: RurikAction) => void;
}

export function Choices({ actions, pending, names, seats, onAct }: ChoicesProps) {
  const groups = new Map<string, RurikAction[]>();
  for (const action of actions) {
    const title = `${GROUPS[action.type]}${subgroup(action)}${detail(pending)}`;
    groups.set(title, [...(groups.get(title) ?? []), action]);
  }
  return (
    <>
      {[...groups].map(([title, list]) => (
        <div key={title} className="action-group" role="group" aria-label={title}>
          <h3>{title}</h3>
          <div className="action-buttons">
            {list.map((action) => (
              <button
                key={JSON.stringify(action)}
                type="button"
                className={`action rurik-action-${action.type}`}
                data-action={action.type}
                onClick={() => onAct(action)}
              >
                {actionLabel(action, names, seats)}
              </button>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
