// The personal board's three growth tracks: spaces G1–G4 and the exit,
// the GP each step costs, the icon on each space, and the kit dice on them.
import type { RusePlayerView } from "ruleshelf";
import { seatClass } from "./Pieces";
import { KIT_TRACK, bonusText, data, kitName, kitPlaceText } from "./words";

function KitDie({ kit, value, seat }: { kit: number; value: number; seat: number }) {
  return (
    <span className={`rf-kit ${kit > 2 ? "rf-kit-black" : seatClass(seat)}`} title={`kit ${kitName(kit)}, value ${value}`}>
      {kitName(kit)}:{value}
    </span>
  );
}

export function GrowthTracks({ player, seat }: { player: RusePlayerView; seat: number }) {
  const d = data();
  const kits = player.kits.map((k, i) => ({ k, i }));
  return (
    <div className="rf-growth" aria-label="Growth tracks">
      {d.growthTracks.map((track, ti) => {
        const mine = kits.filter(({ i }) => KIT_TRACK[i] === ti);
        const at = (space: number) =>
          mine.filter(({ k }) => (space === 5 ? k.place.type === "exited" : k.place.type === "growing" && k.place.space === space));
        const waiting = mine.filter(({ k }) => k.place.type === "locked" || k.place.type === "ready" || k.place.type === "den");
        return (
          <div key={ti} className="rf-growth-track">
            <span className="rf-small">Track {ti + 1}</span>
            {[1, 2, 3, 4, 5].map((space) => {
              const icon = space > 1 ? track.icons[space - 2] : undefined;
              return (
                <div key={space} className="rf-growth-space">
                  <span className="rf-small">
                    {space === 5 ? `Exit ${track.exitVp.join("/")} VP` : `G${space}`}
                    {space > 1 && ` · ${track.costs[space - 2]} GP`}
                    {icon && ` · ${bonusText(icon)}`}
                  </span>
                  {at(space).map(({ k, i }) => (
                    <KitDie key={i} kit={i} value={k.value} seat={seat} />
                  ))}
                </div>
              );
            })}
            {waiting.length > 0 && (
              <span className="rf-small">
                {waiting.map(({ k, i }) => `${kitName(i)}:${k.value} ${kitPlaceText(k.place)}`).join(" · ")}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
