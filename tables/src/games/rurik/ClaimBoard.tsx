// The claim board: the rule, build and trade tracks level by level (what
// each level needs and its VP, with every household's marker), and the
// warfare track with its reward tokens.
import type { RurikPlayerView } from "ruleshelf";
import { capital, colourOf, data, listInWords, seatName, TRACKS, warfareTokenText } from "./words";

interface ClaimBoardProps {
  players: readonly RurikPlayerView[];
  names: readonly string[];
  /** The warfare reward token beside each rewarded space. */
  warfareTokens: readonly number[];
}

function Markers({ seats, names }: { seats: readonly number[]; names: readonly string[] }) {
  return (
    <>
      {seats.map((seat) => (
        <span
          key={seat}
          className={`rurik-marker rurik-seat-${colourOf(seat)}`}
          title={seatName(names, seat)}
        >
          {seat + 1}
        </span>
      ))}
    </>
  );
}

export function ClaimBoard({ players, names, warfareTokens }: ClaimBoardProps) {
  const { claim, warfareRewards, warfareVp } = data();
  const needs: readonly (readonly number[])[] = [claim.rule, claim.build, claim.trade];
  const what = ["regions ruled", "regions with your structures, linked", "goods on the boat"];
  const at = (track: number, level: number) =>
    players
      .map((player, seat) => ({ seat, level: player.claims[track] ?? 0 }))
      .filter((p) => p.level === level)
      .map((p) => p.seat);
  const levels = claim.vp.map((_, i) => i + 1);
  const spaces = Array.from({ length: warfareRewards.top + 1 }, (_, i) => i);
  return (
    <section className="rurik-panel" aria-label="Claim board">
      <h3>Claim board</h3>
      <div
        className="rurik-scroll"
        role="region"
        aria-label="Claim tracks, scrolling sideways"
        tabIndex={0}
      >
        <table className="rurik-claims">
          <thead>
            <tr>
              <th scope="col">Level</th>
              <th scope="col">VP</th>
              {TRACKS.map((track, t) => (
                <th key={track} scope="col">
                  {capital(track)} <span className="rurik-muted">({what[t]})</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">start</th>
              <td>0</td>
              {TRACKS.map((track, t) => (
                <td key={track}>
                  <Markers seats={at(t, 0)} names={names} />
                </td>
              ))}
            </tr>
            {levels.map((level) => (
              <tr key={level}>
                <th scope="row">{level}</th>
                <td>{claim.vp[level - 1]}</td>
                {TRACKS.map((track, t) => (
                  <td key={track}>
                    <span className="rurik-need">
                      {needs[t]?.[level - 1]}
                      {t === 0 &&
                        level === levels.length &&
                        claim.ruleTopNeeds.length > 0 &&
                        ` incl. ${listInWords(claim.ruleTopNeeds)}`}
                    </span>{" "}
                    <Markers seats={at(t, level)} names={names} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>
        Warfare track{" "}
        <span className="rurik-muted">
          (most: {warfareVp[0]} VP, second: {warfareVp[1]} VP)
        </span>
      </h4>
      <div
        className="rurik-scroll"
        role="region"
        aria-label="Warfare track, scrolling sideways"
        tabIndex={0}
      >
        <ol className="rurik-warfare" start={0}>
          {spaces.map((space) => {
            const slot = warfareRewards.spaces.indexOf(space);
            const token = slot >= 0 ? warfareTokens[slot] : undefined;
            return (
              <li key={space} className="rurik-warfare-space">
                <span className="rurik-warfare-number">{space}</span>
                {token !== undefined && (
                  <span className="rurik-warfare-token">{warfareTokenText(token)}</span>
                )}
                <Markers
                  seats={players
                    .map((p, seat) => (p.warfare === space ? seat : -1))
                    .filter((seat) => seat >= 0)}
                  names={names}
                />
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
