// A game server's lobby, live: the public tables waiting for players. It
// joins the server's "lobby" room, keeps the list the server sends (on
// joining and whenever it changes), and joins again by itself when the
// connection drops. The Colyseus client is loaded on the first connection,
// so a page that only imports this pays nothing for it until it opens one.
import { useEffect, useState, useSyncExternalStore } from "react";
import type { Room } from "@colyseus/sdk";
import type { LobbyMessage, LobbyTable } from "../../../server/src/wire";
import { serverUrl } from "./server";

export type { LobbySeat, LobbyTable } from "../../../server/src/wire";

export type LobbyLink = "connecting" | "open" | "reconnecting" | "closed";

export interface LobbyState {
  link: LobbyLink;
  /** The open public tables, newest first (empty until the first list arrives). */
  tables: LobbyTable[];
  /** Whether a list has arrived (else `tables` is empty for want of one). */
  loaded: boolean;
  /** When the list arrived (`Date.now()`): each table's `waited` counts from then. */
  receivedAt: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds `table` has waited by `now` (`Date.now()`), from a list that arrived at `receivedAt`. */
export function waitedSeconds(
  table: LobbyTable,
  receivedAt: number,
  now: number = Date.now(),
): number {
  return table.waited + Math.max(0, Math.floor((now - receivedAt) / 1000));
}

/** The seats of `table` anyone may take now. */
export function openSeats(table: LobbyTable): number {
  return table.seats.filter((seat) => seat.open).length;
}

/**
 * One page's view of a server's lobby. `state` is replaced (never changed
 * in place) on every change; `subscribe` hears of each. `close` leaves.
 */
export class OnlineLobby {
  private room: Room | undefined;
  private closed = false;
  private readonly listeners = new Set<() => void>();
  state: LobbyState = { link: "connecting", tables: [], loaded: false, receivedAt: 0 };

  constructor(private readonly server: string = serverUrl()) {
    void this.connect();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(change: Partial<LobbyState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Joins the lobby, trying again (with a growing pause, at most 10 s) while the server is away. */
  private async connect(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      try {
        const { Client } = await import("@colyseus/sdk");
        const room = await new Client(this.server).joinOrCreate("lobby");
        if (this.closed) {
          void room.leave();
          return;
        }
        this.attach(room);
        return;
      } catch {
        if (this.closed) return;
        this.set({ link: attempt === 0 && !this.state.loaded ? "connecting" : "reconnecting" });
        await wait(Math.min(10000, 500 * 2 ** attempt));
      }
    }
  }

  private attach(room: Room): void {
    this.room = room;
    room.onMessage("tables", ({ tables }: LobbyMessage) =>
      this.set({ link: "open", tables, loaded: true, receivedAt: Date.now() }),
    );
    // The lobby takes no messages: a refusal can only answer a bug here.
    room.onMessage("error", () => {});
    room.onLeave(() => {
      if (this.closed || room !== this.room) return;
      this.room = undefined;
      this.set({ link: "reconnecting" });
      void this.connect();
    });
  }

  close(): void {
    this.closed = true;
    void this.room?.leave();
    this.room = undefined;
    this.set({ link: "closed" });
    this.listeners.clear();
  }
}

const nothing = () => () => {};

/** A React view of a server's lobby: joined while the component is shown, left when it goes. */
export function useOnlineLobby(server?: string): LobbyState | undefined {
  const [lobby, setLobby] = useState<OnlineLobby>();
  useEffect(() => {
    const opened = new OnlineLobby(server);
    setLobby(opened);
    return () => opened.close();
  }, [server]);
  return useSyncExternalStore(
    lobby ? (listener) => lobby.subscribe(listener) : nothing,
    () => lobby?.state,
  );
}
