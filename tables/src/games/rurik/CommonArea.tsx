// What lies beside the boards, played on: the scheme decks (spots,
// `deck:<index>`, touched to draw or reveal from), the scheme discard
// pile, the deed deck and display (`display:<deed>`), the modules' cards
// — epic structures on display (`epic:<card>`, touched first to build
// one), the Library's deeds (`library:<deed>`), the Veche, every dungeon
// mat, the rebel faction (`faction`) — and the cards set aside at setup.
import type { RurikView } from "ruleshelf";
import { Spot } from "../../table/Spot";
import type { DirectPlay } from "../../table/directPlay";
import type { RurikAct } from "./paths";
import { CardBack, Epic } from "./pieces";
import {
  captiveText,
  data,
  deckName,
  deedName,
  deedText,
  epicName,
  epicText,
  factionName,
  inheritanceText,
  leaderName,
  plural,
  schemeText,
  seatName,
  siteName,
} from "./words";

interface CommonAreaProps {
  view: RurikView;
  names: readonly string[];
  dp: DirectPlay<RurikAct>;
}

function DeedCard({
  dp,
  at,
  deed,
  label,
}: {
  dp: DirectPlay<RurikAct>;
  at: string;
  deed: number;
  label: string;
}) {
  return (
    <Spot play={dp} at={at} options={{ label }} className="rk-card">
      <strong className="rk-card-name">{deedName(deed)}</strong>
      <span className="rk-card-text">{deedText(deed)}</span>
    </Spot>
  );
}

export function CommonArea({ view, names, dp }: CommonAreaProps) {
  const top = view.schemeDiscard[view.schemeDiscard.length - 1];
  const faction = view.faction;
  const factionCard = faction ? data().factions?.factions[faction.card] : undefined;
  return (
    <section className="rk-panel rk-common" aria-label="Decks and display">
      <h3>Decks and display</h3>
      <div className="rk-decks" role="group" aria-label="Scheme decks">
        {view.schemeDecks.map((count, deck) => (
          <Spot
            key={deck}
            play={dp}
            at={`deck:${deck}`}
            options={{
              label: `${plural(count, "card")} face down`,
              tip: `${deckName(deck)}: ${plural(count, "card")}`,
            }}
            className="rk-deck"
          >
            <CardBack size={30} />
            <span>
              {deckName(deck)}: {count}
            </span>
          </Spot>
        ))}
        <p className="rk-note" data-tip={top === undefined ? "empty" : schemeText(top)}>
          Scheme discard pile: {plural(view.schemeDiscard.length, "card")}
          {top !== undefined && (
            <>
              , on top: <strong>{schemeText(top)}</strong>
            </>
          )}
          {view.schemeBox.length > 0 && ` · ${view.schemeBox.length} in the box`}
        </p>
      </div>
      <div className="rk-hand-row" role="group" aria-label="Deed display">
        <h4>
          Deed display{" "}
          <span className="rk-muted">(deed deck: {plural(view.deedDeck, "card")})</span>
        </h4>
        <div className="rk-hand-cards">
          {view.deedDisplay.length === 0 && <span className="rk-muted">empty</span>}
          {view.deedDisplay.map((deed) => (
            <DeedCard
              key={deed}
              dp={dp}
              at={`display:${deed}`}
              deed={deed}
              label="deed on display"
            />
          ))}
        </div>
      </div>
      {view.epic && (
        <div className="rk-hand-row" role="group" aria-label="Epic structures">
          <h4>Epic structures</h4>
          <div className="rk-hand-cards">
            {view.epic.display.map((shown) => (
              <Spot
                key={shown.card}
                play={dp}
                at={`epic:${shown.card}`}
                options={{ label: "epic structure card", tip: epicText(shown.card) }}
                className="rk-card"
              >
                <strong className="rk-card-name">
                  <Epic size={18} /> {epicName(shown.card)}
                </strong>
                <span className="rk-card-text">{epicText(shown.card)}</span>
                {shown.built.length > 0 && (
                  <span className="rk-card-text">
                    Built on{" "}
                    {shown.built.map((site) => siteName(site.region, site.other)).join("; ")}.
                  </span>
                )}
              </Spot>
            ))}
          </div>
          {view.epic.library.length > 0 && (
            <div className="rk-hand-row" role="group" aria-label="Deeds on the Library">
              <h4>On the Library</h4>
              <div className="rk-hand-cards">
                {view.epic.library.map((deed) => (
                  <DeedCard
                    key={deed}
                    dp={dp}
                    at={`library:${deed}`}
                    deed={deed}
                    label="deed on the Library"
                  />
                ))}
              </div>
            </div>
          )}
          {view.epic.veche.some((n) => n > 0) && (
            <p className="rk-note">
              Troops on the Veche:{" "}
              {view.epic.veche.map((n, seat) => `${seatName(names, seat)} ${n}`).join(" · ")}
            </p>
          )}
        </div>
      )}
      {view.warfare && (
        <div className="rk-hand-row" role="group" aria-label="Dungeons">
          <h4>Dungeons</h4>
          <ul className="rk-list">
            {view.warfare.dungeons.map((captives, seat) => (
              <li key={seat}>
                {seatName(names, seat)}:{" "}
                {captives.length === 0
                  ? "empty"
                  : captives.map((c) => captiveText(c, names)).join(", ")}
              </li>
            ))}
          </ul>
        </div>
      )}
      {faction && (
        <Spot
          play={dp}
          at="faction"
          options={{
            label: "rebel faction card",
            tip: `${factionName(faction.card)}: ${factionCard?.text ?? ""}`,
          }}
          className={
            faction.defeated ? "rk-card rk-faction rk-faction-defeated" : "rk-card rk-faction"
          }
        >
          <strong className="rk-card-name">
            Rebel faction: {factionName(faction.card)}
            {faction.defeated ? " (defeated)" : ""}
          </strong>
          <span className="rk-card-text">{factionCard?.text}</span>
          <span className="rk-card-text">
            Its deck: {plural(faction.deck, "card")}
            {faction.revealed.length > 0 &&
              ` · revealed: ${faction.revealed.map(inheritanceText).join("; ")}`}
          </span>
        </Spot>
      )}
      {view.inheritanceRevealed.length > 0 && (
        <p className="rk-note">
          Inheritance cards revealed: {view.inheritanceRevealed.map(inheritanceText).join("; ")}
        </p>
      )}
      <p className="rk-note">
        Leaders nobody chose: {view.leadersLeft.map(leaderName).join(", ") || "none"} ·{" "}
        {view.solo ? "neutral troops" : "rebels"} in the supply: {view.rebelSupply}
      </p>
    </section>
  );
}
