// The table's chat: the lines so far (plain text: React never reads them
// as markup), quick messages for a phone, a line to type, and what muted
// seats said hidden. Who may write is the server's to say; this shows its
// refusals like any other.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ChatLine } from "./protocol";

/** Quick messages, one touch each. */
export const PRESETS = [
  "Hello!",
  "Your turn",
  "Thinking…",
  "Well played",
  "Oops",
  "Good game",
] as const;

/** Who a line is from, for muting: a seat, or every spectator together. */
export type Speaker = number | "spectators";

export const speakerOf = (line: ChatLine): Speaker => line.seat ?? "spectators";

interface ChatProps {
  lines: readonly ChatLine[];
  /** This browser's seat (null: watching). */
  seat: number | null;
  muted: ReadonlySet<Speaker>;
  /** Whether this browser may write (a player, or a spectator where the host allows). */
  canSay: boolean;
  /** The longest line the server takes. */
  maxLength: number;
  onSay: (text: string) => void;
}

export function Chat({ lines, seat, muted, canSay, maxLength, onSay }: ChatProps) {
  const [draft, setDraft] = useState("");
  const shown = lines.filter((line) => !muted.has(speakerOf(line)));
  const hidden = lines.length - shown.length;
  const list = useRef<HTMLOListElement>(null);
  // The newest line in view, as a chat does.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [shown.length]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === "") return;
    onSay(text);
    setDraft("");
  };
  return (
    <section className="card chat" aria-labelledby="chat-title" data-testid="chat">
      <h2 id="chat-title">Chat</h2>
      <ol className="chat-lines" ref={list} aria-live="polite" data-testid="chat-lines">
        {shown.length === 0 && <li className="help">No messages yet.</li>}
        {shown.map((line) => (
          <li
            key={line.n}
            data-seat={line.seat ?? "spectator"}
            className={line.seat !== null && line.seat === seat ? "mine" : undefined}
          >
            <strong>{line.name}</strong> <span data-testid="chat-text">{line.text}</span>
          </li>
        ))}
      </ol>
      {hidden > 0 && (
        <p className="help" data-testid="chat-hidden">
          {hidden === 1 ? "1 line" : `${hidden} lines`} from muted seats hidden.
        </p>
      )}
      {canSay ? (
        <>
          <div className="chat-presets" role="group" aria-label="Quick messages">
            {PRESETS.map((preset) => (
              <button key={preset} type="button" onClick={() => onSay(preset)}>
                {preset}
              </button>
            ))}
          </div>
          <form className="chat-say" onSubmit={send}>
            <input
              value={draft}
              maxLength={maxLength}
              onChange={(event) => setDraft(event.target.value)}
              aria-label="Message"
              placeholder="Say something…"
              data-testid="chat-input"
            />
            <button type="submit" disabled={draft.trim() === ""} data-testid="chat-send">
              Send
            </button>
          </form>
        </>
      ) : (
        <p className="help">Spectators read the chat; only the players write at this table.</p>
      )}
    </section>
  );
}
