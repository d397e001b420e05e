// One household mat: the leader, the supply (troops, coins, structures),
// the boat and dock with their goods, the cards in hand (face up for its
// own seat, counted for the others), the accomplished deeds and the
// seat's standing on the claim and warfare tracks.
import type { RurikPlayerView } from "ruleshelf";
import { Boat } from "./Boat";
import {
  abilityText,
  agendaText,
  colourOf,
  data,
  deedName,
  inheritanceText,
  leaderName,
  plural,
  rebelRewardText,
  regionName,
  seatName,
  STRUCTURE_NAMES,
  STRUCTURES,
  TRACKS,
  warfareTokenText,
} from "./words";

interface HouseholdProps {
  player: RurikPlayerView;
  seat: number;
  names: readonly string[];
  viewer: number | undefined;
  acting: boolean;
  first: boolean;
}

function CardList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="rurik-cards">
      <h4>{title}</h4>
      {items.length === 0 ? (
        <p className="mat-empty">none</p>
      ) : (
        <ul>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Household({ player, seat, names, viewer, acting, first }: HouseholdProps) {
  const secrets = player.secrets;
  const classes = [
    "mat",
    `rurik-mat rurik-seat-${colourOf(seat)}`,
    acting ? "mat-turn" : "",
    seat === viewer ? "mat-viewer" : "",
  ];
  const leader = player.leader;
  return (
    <li
      className={classes.filter(Boolean).join(" ")}
      aria-current={acting ? "true" : undefined}
      data-testid="mat"
    >
      <div className="mat-head">
        <span className="rurik-swatch" aria-hidden="true" />
        <strong>{seatName(names, seat)}</strong>
        <span className="rurik-colour">
          ({colourOf(seat)}, seat {seat + 1})
        </span>
        {seat === viewer && <span className="tag">at the device</span>}
        {first && <span className="tag">first player</span>}
        {acting && <span className="tag tag-turn">to decide</span>}
      </div>
      <p className="mat-note">
        Leader:{" "}
        {leader === undefined ? (
          "not chosen yet"
        ) : (
          <>
            <strong>{leaderName(leader)}</strong> (
            {player.leaderAt === undefined ? "in the supply" : `in ${regionName(player.leaderAt)}`}
            {player.leaderUsed ? ", ability used this round" : ""}) — {abilityText(leader)}
          </>
        )}
      </p>
      <dl className="rurik-supply">
        <div>
          <dt>Coins</dt>
          <dd data-testid="rurik-coins">{player.coins}</dd>
        </div>
        <div>
          <dt>Troops in supply</dt>
          <dd>{player.troops}</dd>
        </div>
        <div>
          <dt>Warfare</dt>
          <dd>{player.warfare}</dd>
        </div>
        <div>
          <dt>VP tokens</dt>
          <dd>{player.vpTokens}</dd>
        </div>
      </dl>
      <p className="mat-note">
        Structures left:{" "}
        {STRUCTURES.map((kind, i) => `${player.structures[i] ?? 0} ${STRUCTURE_NAMES[kind]}`).join(
          " · ",
        )}
      </p>
      <Boat player={player} />
      <p className="mat-note">
        Claims: {TRACKS.map((track, i) => `${track} ${player.claims[i] ?? 0}`).join(" · ")} ·
        conversion tokens used this round: {player.conversions.length} of{" "}
        {data().conversions.perRound}
      </p>
      {player.defeated.length > 0 && (
        <p className="mat-note">
          Defeated rebels ({player.defeated.length}):{" "}
          {player.defeated.map(rebelRewardText).join("; ")}
        </p>
      )}
      {player.warfareEarned.length > 0 && (
        <p className="mat-note">
          Warfare tokens earned: {player.warfareEarned.map(warfareTokenText).join("; ")}
        </p>
      )}
      <p className="mat-note">
        {secrets ? "Your hand is beside the board, face up. " : ""}In hand:{" "}
        {plural(player.schemeCount, "scheme card")}
        {player.drawnCount > 0 ? ` (+${player.drawnCount} drawn)` : ""} ·{" "}
        {plural(player.deedCount, "deed card")} · a secret agenda
        {player.inheritanceCount > 0
          ? ` · ${plural(player.inheritanceCount, "inheritance card")}`
          : ""}
      </p>
      {player.inheritanceRevealing && (
        <CardList
          title="Inheritance cards revealed"
          items={player.inheritanceRevealing.map(inheritanceText)}
        />
      )}
      {player.agenda !== undefined && (
        <CardList title="Agenda" items={[agendaText(player.agenda)]} />
      )}
      <CardList title="Deeds accomplished" items={player.done.map(deedName)} />
    </li>
  );
}
