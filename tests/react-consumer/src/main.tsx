import { useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { RuleshelfTable, type MoveDetail, type TableHandle } from "ruleshelf/react";
// The package README's React example, as written (the test copies it here).
import { Corner } from "./ReadmeExample";

function Page() {
  const table = useRef<TableHandle>(null);
  const [moves, setMoves] = useState(0);
  const [ended, setEnded] = useState<string>();
  return (
    <main>
      <h1>Ruleta Rusa, on my page</h1>
      <p data-testid="page-moves">{moves} moves seen by the page</p>
      {ended && <p data-testid="page-end">{ended}</p>}
      <button type="button" onClick={() => table.current?.restart()}>
        New game
      </button>
      <RuleshelfTable
        ref={table}
        game="ruleta-rusa"
        seats={3}
        you={0}
        bots={[1, 2]}
        seed={12}
        botPace="instant"
        botStrength="easy"
        motion="off"
        options={{ mode: "basic" }}
        onMove={(detail: MoveDetail) => setMoves(detail.moves)}
        onEnd={(outcome) => setEnded(`Seat ${(outcome.winners[0] ?? 0) + 1} won`)}
        style={{ height: 400, width: 600 }}
      />
      <Corner />
      {/* The props are typed per game: Rurik's options are not Ruleta Rusa's. */}
      <RuleshelfTable
        game="ruleta-rusa"
        // @ts-expect-error: no such option in Ruleta Rusa
        options={{ modules: ["boats"] }}
        style={{ display: "none" }}
      />
    </main>
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<Page />);
