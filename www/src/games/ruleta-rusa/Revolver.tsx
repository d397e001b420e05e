// The revolver stack (top first) as the viewer knows it, and the discard pile.
import type { RuletaRusaChip } from "ruleshelf";
import { Chip } from "./Chip";
import { chipName } from "./words";

interface RevolverProps {
  stack: readonly (RuletaRusaChip | null | undefined)[];
  revealed: number;
  /** Whose knowledge is shown: a seat's name, or undefined for a spectator. */
  knower: string | undefined;
  over: boolean;
}

/**
 * The revealed chips, face up. Only CLICKs lie there: a BANG! sends all
 * eight back into the stack, which its revealer is rebuilding meanwhile.
 */
function DiscardPile({ revealed, rebuilding }: { revealed: number; rebuilding: boolean }) {
  const chips: RuletaRusaChip[] = rebuilding
    ? ["bang", ...Array.from({ length: 7 }, (): RuletaRusaChip => "click")]
    : Array.from({ length: revealed }, () => "click");
  return (
    <div className="discard-pile" aria-hidden="true">
      {chips.map((chip, index) => (
        <Chip key={index} tone={chip} face={chip === "bang" ? "BANG!" : "click"} label={chipName(chip)} small />
      ))}
    </div>
  );
}

function sizeInWords(size: number, over: boolean): string {
  if (size > 0) return `${size} chip${size === 1 ? "" : "s"}`;
  return over ? "put away" : "being rebuilt";
}

function knowledgeInWords(size: number, known: number, knower: string | undefined, over: boolean): string {
  if (size === 0) return over ? "The game is over." : "All eight chips are out while the stack is rebuilt.";
  if (known === 0) return "Top on the left. Nobody at the device knows the order.";
  const what = known === size ? "the whole order" : `${known} of them`;
  return `Top on the left. ${knower ? `${knower} knows` : "You know"} ${what}.`;
}

export function Revolver({ stack, revealed, knower, over }: RevolverProps) {
  const known = stack.filter((chip) => chip === "click" || chip === "bang").length;
  return (
    <section className="revolver" aria-label="The revolver">
      <div className="pile">
        <h3>Revolver stack</h3>
        <p className="pile-count" data-testid="stack-size">
          {sizeInWords(stack.length, over)}
        </p>
        <ol className="stack" aria-label="Stack, top first" data-testid="stack">
          {stack.map((chip, index) => (
            <li key={index} className={index === 0 ? "stack-top" : undefined}>
              {chip === "click" || chip === "bang" ? (
                <Chip tone={chip} face={chip === "bang" ? "BANG!" : "click"} label={`${index + 1}: ${chipName(chip)}`} small />
              ) : (
                <Chip tone="back" face="?" label={`${index + 1}: unknown`} small />
              )}
            </li>
          ))}
        </ol>
        <p className="pile-note">{knowledgeInWords(stack.length, known, knower, over)}</p>
      </div>
      <div className="pile discard">
        <h3>Discard</h3>
        <p className="pile-count" data-testid="discard-size">
          {revealed} revealed
        </p>
        <DiscardPile revealed={revealed} rebuilding={stack.length === 0 && !over} />
      </div>
    </section>
  );
}
