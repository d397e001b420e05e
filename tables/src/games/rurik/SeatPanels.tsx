// Every seat's panel beside the boards: coins, troops in supply, goods on
// the boat and dock, the claim track levels, warfare, VP tokens and the
// cards in hand (counted; the device's own hand lies face up above).
import type { RurikGood, RurikView } from "ruleshelf";
import { PlayerPanel } from "../../table/PlayerPanel";
import { Coin, Good, VpToken } from "./pieces";
import { GOOD_NAMES, GOODS, leaderName, plural, seatName, TRACKS } from "./words";

interface SeatPanelsProps {
  view: RurikView;
  names: readonly string[];
  viewer: number | undefined;
  /** The taxes the last step made: each good glides from its region to the panel (motion). */
  taxes?: readonly Tax[];
}

/** A tax to draw as a good taken: `key` stays with the log entry. */
export interface Tax {
  key: string;
  seat: number;
  region: number;
  good: RurikGood;
}

export function SeatPanels({ view, names, viewer, taxes = [] }: SeatPanelsProps) {
  return (
    <ol className="panels rk-panels" aria-label="Seats">
      {view.players.map((player, seat) => {
        const goods = GOODS.map((good, i) => ({
          good,
          n: (player.boat[i] ?? 0) + (player.dock[i] ?? 0),
        })).filter((g) => g.n > 0);
        return (
          <PlayerPanel
            key={seat}
            seat={seat}
            name={seatName(names, seat)}
            you={seat === viewer}
            acting={view.toAct.includes(seat)}
            tags={seat === view.firstSeat ? <span className="tag">first player</span> : undefined}
          >
            <p className="panel-note rk-panel-line">
              {player.leader !== undefined && <span>{leaderName(player.leader)} · </span>}
              <span data-tip={`${plural(player.coins, "coin")}`}>
                <Coin size={16} /> {player.coins}
              </span>{" "}
              · {plural(player.troops, "troop")} in supply · <VpToken size={16} /> {player.vpTokens}
            </p>
            <p
              className="panel-note rk-panel-line"
              aria-label={`Goods: ${goods.map((g) => `${g.n} ${GOOD_NAMES[g.good]}`).join(", ") || "none"}`}
            >
              {goods.length === 0
                ? "No goods"
                : goods.map((g) => (
                    <span
                      key={g.good}
                      className="rk-good-count"
                      data-tip={`${g.n} ${GOOD_NAMES[g.good]} (boat and dock)`}
                    >
                      <Good good={g.good} size={16} /> {g.n}
                    </span>
                  ))}
              {player.boons > 0 && ` · ${plural(player.boons, "trade boon")}`}
              {taxes
                .filter((tax) => tax.seat === seat)
                .map((tax) => (
                  // New in the panel, it glides from the region's goods token (motion.ts), then fades.
                  <span
                    key={tax.key}
                    className="rk-march"
                    aria-hidden="true"
                    data-motion={`tax:${tax.key}`}
                    data-motion-from={`goods:${tax.region}`}
                  >
                    <Good good={tax.good} size={18} />
                  </span>
                ))}
            </p>
            <p className="panel-note">
              Claims: {TRACKS.map((track, i) => `${track} ${player.claims[i] ?? 0}`).join(", ")} ·
              warfare {player.warfare}
            </p>
            <p className="panel-note">
              Hand: {plural(player.schemeCount, "scheme")}, {plural(player.deedCount, "deed")} ·{" "}
              {plural(player.done.length, "deed")} done
            </p>
          </PlayerPanel>
        );
      })}
    </ol>
  );
}
