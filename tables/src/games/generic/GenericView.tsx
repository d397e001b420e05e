// A view's fields as a definition list; lists of objects one item a line.
import { plainText, spaced } from "./words";

const SKIP = ["actions", "game", "version", "options"];

interface GenericViewProps {
  view: object;
  names: readonly string[];
}

export function GenericView({ view, names }: GenericViewProps) {
  return (
    <dl className="generic-view">
      {Object.entries(view)
        .filter(([key]) => !SKIP.includes(key))
        .map(([key, value]) => (
          <div key={key} className="generic-field">
            <dt>{spaced(key)}</dt>
            <dd>
              {Array.isArray(value) &&
              value.some((item) => typeof item === "object" && item !== null) ? (
                <ul>
                  {value.map((item, index) => (
                    <li key={index}>
                      {key === "players" ? `${names[index] ?? `Seat ${index + 1}`}: ` : ""}
                      {plainText(item, key, names)}
                    </li>
                  ))}
                </ul>
              ) : (
                plainText(value, key, names)
              )}
            </dd>
          </div>
        ))}
    </dl>
  );
}
