import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { describeAction, describeEvent } from "./words";

export const rurikUi = defineUi<"rurik">({
  Table,
  describeEvent,
  describeAction,
  // Scheme and deed hands, agendas, kept inheritance cards and deck orders
  // are secret: hot-seat play passes the device.
  hidesInformation: true,
  // Barriers, judged from the action alone (after the engine's decisions.rs,
  // scheme.rs, attack.rs, gains.rs, claim.rs):
  // - chooseLeader: the last choice deals inheritance cards and agendas.
  // - placeLeader: the last one begins setup step 19, which reveals the
  //   kept inheritance cards; inherit and forfeit reveal and may draw a deed.
  // - takePoints: the scheme banner draws scheme cards (with one deck left
  //   the deck choice is automatic).
  // - attack: a casualty check reveals scheme cards, a rebel its reward;
  //   loseUnit may be followed by that check.
  // - playScheme, accomplishDeed, tavernScheme, keepScheme, convertUnit and
  //   every payment may finish a reward that draws cards.
  // - chooseDeck draws; defeatRebel takes a hidden reward; stow and
  //   marketBonus may be followed by the rest of a reward (a draw).
  // - endTurn may end the round: the deed display is refilled from the deck.
  // - takeDeed: the draft refills the display from the deck.
  // - The modules: buildEpic's rewards draw (a scheme card, a deed; the
  //   Library reveals three deeds), vecheTroop draws a scheme card,
  //   checkCasualty and capture reveal scheme cards, returnRebel and
  //   releaseCaptive are payments, chooseGood may finish a reward, and
  //   keepCaptive lets the claim phase go on (the faction may reveal an
  //   inheritance card).
  // Left undoable: setup placements, advisors and bribes, regroup, taking a
  // coin, muster, move, tax, build, conversions, leaders' moves, Sviatopolk,
  // crossing a Border Fort, announcing the faction's defeat, declining, a
  // Capital Port trade and the Library's exchange (its deeds lie face up).
  isUndoBarrier: (action) => {
    switch (action.type) {
      case "returnInheritance":
      case "placeTroop":
      case "placeAdvisor":
      case "bribe":
      case "regroup":
      case "takeAdvisor":
      case "takeCoin":
      case "muster":
      case "move":
      case "tax":
      case "build":
      case "convert":
      case "predslava":
      case "sviatoslav":
      case "theofana":
      case "replace":
      case "crossFort":
      case "defeatFaction":
      case "decline":
      case "tradeGood":
      case "exchangeDeed":
      case "giveDeed":
        return false;
      case "chooseLeader":
      case "placeLeader":
      case "inherit":
      case "forfeit":
      case "takePoints":
      case "attack":
      case "playScheme":
      case "accomplishDeed":
      case "endTurn":
      case "loseUnit":
      case "stow":
      case "marketBonus":
      case "chooseDeck":
      case "keepScheme":
      case "convertUnit":
      case "tavernScheme":
      case "defeatRebel":
      case "payGood":
      case "payScheme":
      case "removeTroop":
      case "removeStructure":
      case "takeDeed":
      case "buildEpic":
      case "returnRebel":
      case "releaseCaptive":
      case "chooseGood":
      case "vecheTroop":
      case "checkCasualty":
      case "capture":
      case "keepCaptive":
        return true;
    }
  },
  Rules,
  wide: true,
  opponent: "The rebels",
});
