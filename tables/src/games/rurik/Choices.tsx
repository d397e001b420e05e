// The choices that name nothing on the board (take the points or a coin,
// a bribe, end the turn, boat or dock, pay with a good…): buttons in words
// beside the prompt, each a spot keyed by the engine's target for it
// (`do:end-turn`, `do:bribe:2`…) so that they are touched, told and
// refused like the board's. Grouped by what they decide (`GROUPS` also
// heads the folded list of every move). A button's accessible name is its
// words, once: what a touch on it plays is those very words.
import type { RurikPending } from "ruleshelf";
import { targets } from "../../engine";
import { SpotButton } from "../../table/Spot";
import type { DirectPlay } from "../../table/directPlay";
import type { RurikAct } from "./paths";
import { actionLabel, costText, GOOD_NAMES, regionName } from "./words";

type RurikAction = RurikAct;

export const GROUPS: Readonly<Record<RurikAction["type"], string>> = {
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
export function detail(pending: RurikPending | undefined): string {
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
export function subgroup(action: RurikAction): string {
  if (action.type === "placeAdvisor") return ` #${action.number}`;
  if (action.type === "move") return ` from ${regionName(action.from)}`;
  return "";
}

interface ChoicesProps {
  dp: DirectPlay<RurikAct>;
  actions: readonly RurikAct[];
  /** The decision on top of the pending stack, if any. */
  pending: RurikPending | undefined;
  names: readonly string[];
  seats: number;
}

export function Choices({ dp, actions, pending, names, seats }: ChoicesProps) {
  const groups = new Map<string, { action: RurikAct; key: string }[]>();
  for (const action of actions) {
    const [key] = targets(action);
    if (key === undefined || !key.startsWith("do:")) continue;
    const title = `${GROUPS[action.type]}${detail(pending)}`;
    groups.set(title, [...(groups.get(title) ?? []), { action, key }]);
  }
  if (groups.size === 0) return null;
  return (
    <section className="rk-choices" aria-label="Choices in words" data-testid="rk-choices">
      {[...groups].map(([title, list]) => (
        <div key={title} className="rk-choice-group" role="group" aria-label={title}>
          <h4>{title}</h4>
          <div className="rk-choice-buttons">
            {list.map(({ action, key }) => {
              const words = actionLabel(action, names, seats);
              const spot = dp.spot(key, { label: "" });
              // The shell says what a touch plays after the visible text: here, the same words again.
              const said = spot.said === `: ${words}` ? "" : spot.said;
              return (
                <SpotButton key={key} view={{ ...spot, said }} className="rk-choice">
                  {words}
                </SpotButton>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}
