// Solo: the rebels' side of the table — the rebel board (its three
// priority columns of bonus spaces, each locked under a coin or open, the
// priority marker on its column), the rebel card on top (its region order
// and build orders, the current priority's marked), the bottom card's
// strategy rows slid out this round (the row in use marked), the rebel
// leader's card and the rebels' turn in hand.
import type { RurikBonusSpace, RurikView } from "ruleshelf";
import {
  BANNER_NAMES,
  data,
  gainsText,
  listInWords,
  PRIORITY_NAMES,
  STRUCTURE_NAMES,
} from "./words";

function bonusText(space: RurikBonusSpace): string {
  const what = [
    space.gains ? gainsText(space.gains) : "",
    space.fewer ? "their casualty checks reveal one card fewer" : "",
  ]
    .filter(Boolean)
    .join("; ");
  return `When they take a ${BANNER_NAMES[space.trigger].toLowerCase()} advisor: ${what || "nothing"}`;
}

export function RebelBoard({ view }: { view: RurikView }) {
  const solo = view.solo;
  const info = data().solo;
  if (!solo || !info) return null;
  const level = Number(view.options.level ?? "1");
  const board = info.boards.find((b) => b.level === level) ?? info.boards[0];
  const top = solo.known[0] === undefined ? undefined : info.cards[solo.known[0]];
  const leader = info.leaders.find((l) => l.leader === (view.options.rebelLeader ?? "sviatopolk"));
  const priorityAt = info.priorities.findIndex((p) => p.priority === solo.priority);
  return (
    <section className="rk-panel rk-rebels" aria-label="The rebels" data-testid="rk-rebels">
      <h3>The rebels (level {level})</h3>
      {leader && (
        <p className="rk-note" data-tip={leader.text}>
          Rebel leader: <strong>{leader.name}</strong> — {leader.text}
        </p>
      )}
      <div className="rk-rebel-board" role="group" aria-label="Rebel board">
        {board?.columns.map((column, c) => {
          const priority = info.priorities[c]?.priority;
          const marked = c === priorityAt;
          return (
            <div
              key={c}
              className={marked ? "rk-rebel-column rk-rebel-column-now" : "rk-rebel-column"}
              data-testid="rk-rebel-column"
            >
              <h4>
                {priority ? PRIORITY_NAMES[priority] : `column ${c + 1}`}
                {marked && <span className="rk-priority-marker"> ◆ priority</span>}
              </h4>
              <ol>
                {column.map((space, s) => {
                  const locked = solo.locked[c]?.[s] ?? space.locked ?? false;
                  return (
                    <li
                      key={s}
                      className={locked ? "rk-bonus rk-bonus-locked" : "rk-bonus rk-bonus-open"}
                      data-tip={bonusText(space)}
                    >
                      <span className="rk-bonus-state">
                        {locked ? "locked (coin)" : "unlocked"}
                      </span>{" "}
                      {bonusText(space)}
                    </li>
                  );
                })}
              </ol>
            </div>
          );
        })}
      </div>
      {top && (
        <div
          className="rk-rebel-card"
          role="group"
          aria-label="Rebel card on top"
          data-testid="rk-rebel-card"
        >
          <h4>
            Rebel card {top.id} on top <span className="rk-muted">({solo.deck} in the deck)</span>
          </h4>
          <p className="rk-note">
            <strong>Region order:</strong> {top.regions.join(" → ")}
          </p>
          <ul className="rk-list">
            {top.build.map((order, p) => {
              const priority = info.priorities[p]?.priority;
              const now = p === priorityAt;
              return (
                <li key={p} className={now ? "rk-row-now" : undefined}>
                  Build order{priority ? ` (${PRIORITY_NAMES[priority]})` : ""}:{" "}
                  {listInWords(
                    order.map((kind) => STRUCTURE_NAMES[kind]),
                    "then",
                  )}
                  {now && " ◆ in use"}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="rk-rebel-card" role="group" aria-label="Strategy rows">
        <h4>Strategy rows slid out this round (the bottom card)</h4>
        {solo.rows.length === 0 ? (
          <p className="rk-note">None yet.</p>
        ) : (
          <ol className="rk-list">
            {solo.rows.map((row, i) => {
              const now = i === solo.rows.length - 1;
              return (
                <li
                  key={i}
                  className={now ? "rk-row-now" : undefined}
                  data-testid={now ? "rk-row-now" : undefined}
                >
                  Advisor #{row.advisor}
                  {row.star ? " (once available)" : ""}:{" "}
                  {row.banners
                    .map((b, p) => `${BANNER_NAMES[b]}${row.coins[p] ? " with a coin" : ""}`)
                    .join(" / ")}
                  {now && " ◆ in use"}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {solo.turn && (
        <p className="rk-note" data-testid="rk-rebel-turn">
          The rebels' turn: {BANNER_NAMES[solo.turn.banner]} advisor,{" "}
          {solo.turn.stage === "moves"
            ? "moving"
            : solo.turn.stage === "main"
              ? "acting"
              : "spending what is left"}
          {solo.turn.marchTo !== undefined &&
            `, marching to ${data().regions[solo.turn.marchTo]?.name ?? ""}`}
          {solo.turn.attackIn !== undefined &&
            `, attacking in ${data().regions[solo.turn.attackIn]?.name ?? ""}`}
          {solo.turn.fewer && " (one card fewer on casualty checks)"}.
        </p>
      )}
      {solo.inheritance + solo.revealed.length > 0 && (
        <p className="rk-note">
          Rebel leader's inheritance cards: {solo.inheritance} face down
          {solo.revealed.length > 0 &&
            `, revealed: ${solo.revealed.map((c) => data().inheritance[c]?.region ?? "").join(", ")}`}
        </p>
      )}
    </section>
  );
}
