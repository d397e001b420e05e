// The final scoring: claims, warfare, deeds, agenda and VP tokens per seat.
import type { RurikFinalScore } from "ruleshelf";
import { seatName } from "./words";

export function FinalScores({ scores, names }: { scores: readonly RurikFinalScore[]; names: readonly string[] }) {
  return (
    <section className="card rurik-final" aria-label="Final scores">
      <h3>Final scores</h3>
      <div className="rurik-scroll">
        <table className="rurik-final-table">
          <thead>
            <tr>
              <th scope="col">Seat</th>
              <th scope="col">Claims</th>
              <th scope="col">Warfare</th>
              <th scope="col">Deeds</th>
              <th scope="col">Agenda</th>
              <th scope="col">VP tokens</th>
              <th scope="col">Total</th>
              <th scope="col">Coins (tie-break)</th>
            </tr>
          </thead>
          <tbody>
            {scores.map((score, seat) => (
              <tr key={seat}>
                <th scope="row">{seatName(names, seat)}</th>
                <td>{score.claims}</td>
                <td>{score.warfare}</td>
                <td>{score.deeds}</td>
                <td>{score.agenda}</td>
                <td>{score.vpTokens}</td>
                <td>
                  <strong>{score.total}</strong>
                </td>
                <td>{score.coins}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
