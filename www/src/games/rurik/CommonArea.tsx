// What lies beside the boards: the scheme decks and discard pile, the deed
// deck and display, the rebels in the supply, and the cards set aside at
// setup (revealed inheritance cards, leaders nobody chose).
import type { RurikView } from "ruleshelf";
import { deckName, deedName, deedText, inheritanceText, leaderName, plural, schemeText } from "./words";

export function CommonArea({ view }: { view: RurikView }) {
  const top = view.schemeDiscard[view.schemeDiscard.length - 1];
  return (
    <section className="rurik-panel rurik-common" aria-label="Decks and display">
      <h3>Decks and display</h3>
      <p className="mat-note">
        {view.schemeDecks.map((count, deck) => `${deckName(deck)}: ${plural(count, "card")}`).join(" · ")} · scheme discard pile:{" "}
        {plural(view.schemeDiscard.length, "card")}
        {view.schemeBox.length > 0 && ` · ${view.schemeBox.length} in the box`} · deed deck: {plural(view.deedDeck, "card")} · rebels in the
        supply: {view.rebelSupply}
      </p>
      {top !== undefined && (
        <p className="mat-note">
          Top of the scheme discard pile: <strong>{schemeText(top)}</strong>
        </p>
      )}
      <div className="rurik-cards">
        <h4>Deed display</h4>
        {view.deedDisplay.length === 0 ? (
          <p className="mat-empty">empty</p>
        ) : (
          <ul>
            {view.deedDisplay.map((deed) => (
              <li key={deed}>
                <strong>{deedName(deed)}</strong> — {deedText(deed)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {view.inheritanceRevealed.length > 0 && (
        <p className="mat-note">Inheritance cards revealed: {view.inheritanceRevealed.map(inheritanceText).join("; ")}</p>
      )}
      <p className="mat-note">Leaders nobody chose: {view.leadersLeft.map(leaderName).join(", ") || "none"}</p>
    </section>
  );
}
