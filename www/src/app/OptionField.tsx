// One field of the new-game form, drawn from the game's option description.
import type { OptionInfo } from "ruleshelf";

export type OptionValue = string | boolean;

interface OptionFieldProps {
  option: OptionInfo;
  value: OptionValue;
  seats: number;
  onChange: (value: OptionValue) => void;
}

export function OptionField({ option, value, seats, onChange }: OptionFieldProps) {
  const id = `option-${option.key}`;
  const kind = option.kind;
  if (kind.type === "flag") {
    return (
      <div className="field field-flag">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{option.label}</label>
        <p className="help">{option.help}</p>
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{option.label}</label>
      <select id={id} value={String(value)} onChange={(event) => onChange(event.target.value)}>
        {kind.type === "choice" ? (
          kind.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))
        ) : (
          <>
            <option value="">At random</option>
            {Array.from({ length: seats }, (_, seat) => (
              <option key={seat} value={String(seat)}>
                Seat {seat + 1}
              </option>
            ))}
          </>
        )}
      </select>
      <p className="help">{option.help}</p>
    </div>
  );
}

/**
 * Whether the form shows `option` for a game of `seats` seats: an option of
 * the solo game (its rules' help says "1 seat only", as Rurik's solo level
 * and rebel leader) only when one seat is chosen.
 */
export function appliesTo(option: OptionInfo, seats: number): boolean {
  return seats === 1 || !/^1 seat only\b/i.test(option.help);
}

/** The value a field starts with. */
export function defaultValue(option: OptionInfo): OptionValue {
  const kind = option.kind;
  if (kind.type === "flag") return kind.default;
  if (kind.type === "choice") return kind.default;
  return "";
}

/**
 * The options a form sends for `values`: only those set away from the
 * rules' defaults (an option of another seat count, such as Rurik's solo
 * level, then stays out of a game it does not apply to unless the player
 * sets it), seats as numbers.
 */
export function chosenOptions(
  options: readonly OptionInfo[],
  values: Readonly<Record<string, OptionValue | undefined>>,
): Record<string, string | number | boolean> {
  const chosen: Record<string, string | number | boolean> = {};
  for (const option of options) {
    const value = values[option.key];
    if (value === undefined || value === "" || value === defaultValue(option)) continue;
    chosen[option.key] = option.kind.type === "seat" ? Number(value) : value;
  }
  return chosen;
}
