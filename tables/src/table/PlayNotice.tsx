// What the table says after a touch: why it cannot be played (the rule and
// its heading), or a warning with "Play it anyway". It sits at the bottom
// of the screen, over the table, so it is seen wherever the touch was.
import { useEffect } from "react";
import type { Notice } from "./directPlay";
import "./table.css";
import { focusOnMount } from "./focus";

interface PlayNoticeProps {
  notice: Notice | undefined;
  onDismiss: () => void;
}

/** How long a "why not" stays up (a warning stays until it is answered). */
const WHY_MS = 7000;

export function PlayNotice({ notice, onDismiss }: PlayNoticeProps) {
  useEffect(() => {
    if (notice?.tone !== "why") return;
    const timer = setTimeout(onDismiss, WHY_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <div
      className="play-notice-slot"
      role="status"
      aria-live="polite"
      data-testid="play-notice-slot"
    >
      {notice && (
        <div
          className={`play-notice play-notice-${notice.tone}`}
          data-testid="play-notice"
          data-tone={notice.tone}
        >
          {notice.tone === "why" ? (
            <p>
              <strong>Not possible: </strong>
              {notice.text}
              {notice.heading && (
                <span className="play-notice-heading"> (rulebook: “{notice.heading}”)</span>
              )}
            </p>
          ) : (
            <p>
              <strong>Careful: </strong>
              {notice.text}
            </p>
          )}
          <div className="play-notice-buttons">
            {notice.tone === "warn" && (
              // Keyboard focus goes to the choice the warning asks for.
              <button
                type="button"
                className="primary"
                onClick={notice.confirm}
                data-testid="play-anyway"
                ref={focusOnMount}
              >
                Play it anyway
              </button>
            )}
            <button type="button" onClick={onDismiss}>
              {notice.tone === "warn" ? "Cancel" : "OK"}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
