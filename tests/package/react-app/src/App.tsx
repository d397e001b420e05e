import { useRef, useState } from "react";
import { RuleshelfTable, type MoveDetail, type TableHandle } from "ruleshelf/react";

/** The page: a count of the moves the table told it of, and the table. */
export function App() {
  const table = useRef<TableHandle>(null);
  const [moves, setMoves] = useState(0);
  return (
    <main>
      <h1>Ruleta Rusa, in my React page</h1>
      <p data-testid="page-moves">{moves} moves seen by the page</p>
      <button type="button" onClick={() => void table.current?.restart()}>
        New game
      </button>
      <RuleshelfTable
        ref={table}
        game="ruleta-rusa"
        seats={2}
        you={0}
        bots={[1]}
        seed={12}
        botPace="instant"
        botStrength="easy"
        motion="off"
        options={{ mode: "basic" }}
        onMove={(detail: MoveDetail) => setMoves(detail.moves)}
        style={{ height: 420, width: 640 }}
      />
    </main>
  );
}
