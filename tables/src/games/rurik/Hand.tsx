// The device's seat's hand, face up and played on: its leader (the
// ability a spot, `ability`), the leader cards to choose from at setup
// (`leader:<i>`), scheme cards (`scheme:<card>`), the scheme cards drawn
// to keep one (`drawn:<card>`), deed cards (`deed:<deed>`), inheritance
// cards (`inherit:<card>`) and the secret agenda. Each card's full text is
// on it and in its tooltip.
import type { RurikView } from "ruleshelf";
import { Spot } from "../../table/Spot";
import type { DirectPlay } from "../../table/directPlay";
import type { RurikAct } from "./paths";
import {
  abilityText,
  data,
  agendaText,
  deedName,
  deedText,
  inheritanceText,
  leaderName,
  regionName,
  schemeText,
} from "./words";

interface HandProps {
  view: RurikView;
  dp: DirectPlay<RurikAct>;
  /** The seat whose hand this is (the device's). */
  seat: number;
}

interface CardRowProps {
  dp: DirectPlay<RurikAct>;
  title: string;
  cards: readonly { key: string; name: string; text: string }[];
  label: string;
}

function CardRow({ dp, title, cards, label }: CardRowProps) {
  if (cards.length === 0) return null;
  return (
    <div className="rk-hand-row" role="group" aria-label={title}>
      <h4>{title}</h4>
      <div className="rk-hand-cards">
        {cards.map((card) => (
          <Spot key={card.key} play={dp} at={card.key} options={{ label }} className="rk-card">
            <strong className="rk-card-name">{card.name}</strong>
            <span className="rk-card-text">{card.text}</span>
          </Spot>
        ))}
      </div>
    </div>
  );
}

export function Hand({ view, dp, seat }: HandProps) {
  const player = view.players[seat];
  const secrets = player?.secrets;
  const choosing = view.actions
    .filter((a) => a.type === "chooseLeader")
    .map((a) => (a.type === "chooseLeader" ? a.leader : -1));
  const leader = player?.leader;
  return (
    <section className="rk-panel rk-hand" aria-label="Your hand" data-testid="rk-hand">
      <h3>Your leader and cards</h3>
      {leader !== undefined && (
        <Spot
          play={dp}
          at="ability"
          options={{ label: "your leader" }}
          className="rk-card rk-leader-card"
        >
          <strong className="rk-card-name">
            {leaderName(leader)}{" "}
            {player?.leaderAt === undefined
              ? "(in the supply)"
              : `(in ${regionName(player.leaderAt)})`}
          </strong>
          <span className="rk-card-text">
            {abilityText(leader)}
            {player?.leaderUsed ? " (used this round)" : ""}
          </span>
        </Spot>
      )}
      <CardRow
        dp={dp}
        title="Leaders to choose from"
        label="leader card"
        cards={choosing.map((l) => ({
          key: `leader:${l}`,
          name: leaderName(l),
          text: abilityText(l),
        }))}
      />
      {secrets && (
        <>
          <CardRow
            dp={dp}
            title="Drawn: keep one"
            label="scheme card drawn"
            cards={secrets.drawn.map((c) => ({
              key: `drawn:${c}`,
              name: "Scheme card",
              text: schemeText(c),
            }))}
          />
          <CardRow
            dp={dp}
            title={`Scheme cards (${secrets.schemes.length})`}
            label="scheme card in your hand"
            cards={secrets.schemes.map((c) => ({
              key: `scheme:${c}`,
              name: "Scheme card",
              text: schemeText(c),
            }))}
          />
          <CardRow
            dp={dp}
            title={`Deed cards (${secrets.deeds.length})`}
            label="deed card in your hand"
            cards={secrets.deeds.map((d) => ({
              key: `deed:${d}`,
              name: deedName(d),
              text: deedText(d),
            }))}
          />
          <CardRow
            dp={dp}
            title="Inheritance cards"
            label="inheritance card"
            cards={secrets.inheritance.map((c) => ({
              key: `inherit:${c}`,
              name: `Inheritance: ${data().inheritance[c]?.region ?? ""}`,
              text: inheritanceText(c),
            }))}
          />
          {secrets.agenda !== undefined && (
            <p className="rk-note" data-tip={agendaText(secrets.agenda)}>
              Secret agenda: <strong>{agendaText(secrets.agenda)}</strong>
            </p>
          )}
          {secrets.schemes.length + secrets.deeds.length === 0 && (
            <p className="rk-note">No scheme or deed card in hand.</p>
          )}
        </>
      )}
    </section>
  );
}
