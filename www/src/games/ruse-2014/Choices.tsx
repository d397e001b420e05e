// The buttons of the seat at the device, built from its legal actions only:
// the pile to take from; then, for the card picked in the hand, whom to
// accuse, where a Joker moves an Accusation, which card ends on top of an
// Alibi, or a discard; and covering up evidence, which plays no card.
import type { Ruse2014Card, Ruse2014PlayerView } from "ruleshelf";
import { cardKey, cardName, sameCard } from "./cards";
import { handCardOf, ofType, type RuseAction } from "./playable";
import { actionText, seatName } from "./words";

interface ChoicesProps {
  actions: readonly RuseAction[];
  players: readonly Ruse2014PlayerView[];
  names: readonly string[];
  seat: number;
  drawPile: number;
  discardTop: Ruse2014Card | undefined;
  picked: string | undefined;
  onAct: (action: RuseAction) => void;
}

interface Choice {
  action: RuseAction;
  label: string;
}

interface GroupProps {
  title: string;
  choices: readonly Choice[];
  names: readonly string[];
  onAct: (action: RuseAction) => void;
}

function Group({ title, choices, names, onAct }: GroupProps) {
  if (choices.length === 0) return null;
  return (
    <div className="action-group" role="group" aria-label={title}>
      <h3>{title}</h3>
      <div className="action-buttons">
        {choices.map(({ action, label }) => (
          <button
            key={JSON.stringify(action)}
            type="button"
            className={`action ruse-action-${action.type}`}
            data-action={action.type}
            title={actionText(action, names)}
            onClick={() => onAct(action)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The seat an Accusation lies in front of. */
function holderOf(players: readonly Ruse2014PlayerView[], card: Ruse2014Card): number | undefined {
  const seat = players.findIndex((player) => player.accusations.some((accusation) => sameCard(accusation, card)));
  return seat < 0 ? undefined : seat;
}

export function Choices({ actions, players, names, seat, drawPile, discardTop, picked, onAct }: ChoicesProps) {
  const draws = ofType(actions, "draw").map((action) => ({
    action,
    label:
      action.from === "pile"
        ? `Draw from the draw pile (${drawPile} left)`
        : `Take ${discardTop ? `the ${cardName(discardTop)}` : "the top card"} from the discard pile`,
  }));
  const coverUps = ofType(actions, "coverUp").map((action) => ({
    action,
    label: `Cover up the ${cardName(action.accusation)}`,
  }));
  const forCard = picked === undefined ? [] : actions.filter((action) => {
    const card = handCardOf(action);
    return card !== undefined && cardKey(card) === picked;
  });
  const pickedCard = forCard.map(handCardOf).find((card) => card !== undefined);
  const accusations = ofType(forCard, "accuse").map((action) => ({
    action,
    label: `Accuse ${seatName(names, action.target)}`,
  }));
  const jokers = ofType(forCard, "joker").map((action) => {
    const from = holderOf(players, action.accusation);
    const owner = from === undefined ? "" : from === seat ? "your " : `${seatName(names, from)}'s `;
    const to = action.to === seat ? "you" : seatName(names, action.to);
    return { action, label: `Move ${owner}${cardName(action.accusation)} to ${to}` };
  });
  const alibis = ofType(forCard, "alibi");
  const mine = players[seat]?.accusations ?? [];
  const refuted = alibis[0]?.card.type === "suited" ? alibis[0].card.rank : undefined;
  const answered = mine.find((card) => card.type === "suited" && card.rank === refuted);
  const alibiChoices = alibis.map((action) => ({
    action,
    label: action.top === "alibi" ? "Alibi on top of the discard pile" : "Accusation on top of the discard pile",
  }));
  const discards = ofType(forCard, "discard").map((action) => ({ action, label: "Discard it" }));
  const onlyDiscard = actions.every((action) => action.type === "discard");

  return (
    <>
      <Group title="Take a card" choices={draws} names={names} onAct={onAct} />
      {pickedCard ? (
        <div className="ruse-picked" data-testid="picked">
          <p className="ruse-picked-title">
            With the <strong>{cardName(pickedCard)}</strong>:
          </p>
          <Group title="Make an Accusation against" choices={accusations} names={names} onAct={onAct} />
          <Group title="Reveal the Joker: move an Accusation" choices={jokers} names={names} onAct={onAct} />
          <Group
            title={`Provide an Alibi${answered ? ` against your ${cardName(answered)}` : ""}: which card ends on top?`}
            choices={alibiChoices}
            names={names}
            onAct={onAct}
          />
          <Group title={onlyDiscard ? "Discard to end your turn" : "Discard"} choices={discards} names={names} onAct={onAct} />
        </div>
      ) : (
        draws.length === 0 && (
          <p className="ruse-hint">
            {onlyDiscard
              ? "Pick the card of your hand to discard."
              : "Pick a card of your hand to see what it can do."}
          </p>
        )
      )}
      <Group title="Cover up evidence (your portrait, once per game; then you discard)" choices={coverUps} names={names} onAct={onAct} />
    </>
  );
}
