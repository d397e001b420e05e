// A React view of one OnlineTable: made when the screen opens, closed when
// it closes.
import { useEffect, useState, useSyncExternalStore } from "react";
import { OnlineTable, type Intent, type OnlineState } from "./connection";

const nothing = () => () => {};

export function useOnlineTable(intent: Intent): [OnlineTable | undefined, OnlineState | undefined] {
  const [table, setTable] = useState<OnlineTable>();
  const { server, matchId, seat, watch, name } = intent;
  useEffect(() => {
    const opened = new OnlineTable({
      ...(server ? { server } : {}),
      matchId,
      seat,
      watch,
      ...(name ? { name } : {}),
    });
    setTable(opened);
    return () => opened.close();
  }, [server, matchId, seat, watch, name]);
  const state = useSyncExternalStore(
    table ? (listener) => table.subscribe(listener) : nothing,
    () => table?.state,
  );
  return [table, state];
}
