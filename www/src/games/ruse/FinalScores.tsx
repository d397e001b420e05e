// The end-of-game scoring: what each step gave each seat, and the totals.
import type { RuseView } from "ruleshelf";
import { seatName } from "./words";

export function FinalScores({ view, names }: { view: RuseView; names: readonly string[] }) {
  const scores = view.finalScores;
  if (!scores) return null;
  return (
    <section className="rf-final" aria-label="Final scores">
      <h3>End of game</h3>
      <div className="rf-scroll">
        <table>
          <thead>
            <tr>
              <th>Seat</th>
              <th>Star</th>
              <th>Hunting</th>
              <th>Kits</th>
              <th>Common</th>
              <th>Penalties</th>
              <th>Total VP</th>
            </tr>
          </thead>
          <tbody>
            {scores.map((s, seat) => (
              <tr key={seat}>
                <th>{seatName(names, seat)}</th>
                <td>{s.star}</td>
                <td>{s.hunting}</td>
                <td>{s.kits}</td>
                <td>{s.common}</td>
                <td>−{s.penalties}</td>
                <td>{view.players[seat]?.vp}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
