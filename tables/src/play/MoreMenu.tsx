// The game screen's "More" menu: the bots' pace, motion on the table, and
// the replay file.
import { useRef } from "react";
import {
  PACES,
  useSettingsStore,
  useTableSettings,
  type MotionChoice,
  type Pace,
} from "../table/settings";

const PACE_WORDS: Readonly<Record<Pace, string>> = {
  instant: "Instant",
  normal: "Normal",
  slow: "Slow",
};

const MOTION_WORDS: Readonly<Record<MotionChoice, string>> = {
  system: "As the system asks",
  on: "Always",
  off: "Never",
};

interface MoreMenuProps {
  /** Bots sit at the table (the pace matters). */
  bots: boolean;
  onExport: () => void;
  /** How many moves the game has had. */
  moves: number;
}

export function MoreMenu({ bots, onExport, moves }: MoreMenuProps) {
  const settings = useTableSettings();
  const store = useSettingsStore();
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <details className="more-menu" ref={menu} data-testid="more">
      <summary>More</summary>
      <div className="more-panel">
        <p className="seed-note" data-testid="moves">
          {moves} moves
        </p>
        {bots && (
          <fieldset className="more-pace">
            <legend>Bot pace</legend>
            {PACES.map((pace) => (
              <label key={pace}>
                <input
                  type="radio"
                  name="bot-pace"
                  value={pace}
                  checked={settings.pace === pace}
                  onChange={() => store.change({ pace, waitMs: undefined })}
                />
                {PACE_WORDS[pace]}
              </label>
            ))}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor="motion-choice">Motion on the table</label>
          <select
            id="motion-choice"
            value={settings.motion}
            onChange={(event) => store.change({ motion: event.target.value as MotionChoice })}
          >
            {(Object.keys(MOTION_WORDS) as MotionChoice[]).map((choice) => (
              <option key={choice} value={choice}>
                {MOTION_WORDS[choice]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => {
            onExport();
            if (menu.current) menu.current.open = false;
          }}
        >
          Export replay
        </button>
      </div>
    </details>
  );
}
