// The lobby: the public tables waiting for players, live. The list's truth
// is the database every process shares (`Store.lobby`); a change to it (a
// table set up, a seat claim made final, a seat given up, a match ended) is
// announced on a presence channel (Redis presence across processes, local
// presence in one), and each process re-reads the list once a short while
// after, and sends it to the lobby clients it hosts when it differs.
import { matchMaker, Room, type AuthContext, type Client } from "@colyseus/core";
import { peerAddress, readFrames } from "./frames.js";
import { messageOf } from "./errors.js";
import type { LobbyMessage, LobbyTable } from "./protocol.js";
import { addressOf, type Buckets } from "./rateLimit.js";
import type { Store } from "./store.js";

/** The presence channel on which changes to the list are announced. */
export const LOBBY_CHANNEL = "ruleshelf:lobby";

/** The lobby's bounds and pace. */
export const LOBBY_LIMITS = {
  /** Clients one lobby room admits; past it, matchmaking opens another lobby room. */
  clients: 500,
  /** How long after an announcement the list is read again (announcements meanwhile share the read). */
  settleMs: 200,
  /** The list is read again this often anyway while a lobby room is open (tables age out of it unannounced). */
  refreshMs: 60_000,
  /** `GET /api/lobby` answers from a list read at most this long ago. */
  cacheMs: 1000,
} as const;

/** What the lobby of a process reads and limits with. */
export interface LobbyServices {
  store: Store;
  /** Room messages one address may send (shared with the tables' rooms). */
  addresses: Buckets;
  trustProxy: boolean;
  log: (line: string) => void;
}

/**
 * Tells every process's lobby that the list may have changed. Cheap and
 * never throws: call it after the change is stored.
 */
export function announceLobby(): void {
  try {
    const sent: unknown = matchMaker.presence?.publish(LOBBY_CHANNEL, "changed");
    if (sent instanceof Promise) sent.catch(() => {});
  } catch {
    // No presence (not serving yet, or closing): nobody to tell.
  }
}

/** The list without its ages: two lists that differ only by how long tables waited are the same list. */
function keyOf(tables: readonly LobbyTable[]): string {
  return JSON.stringify(tables.map(({ waited: _waited, ...table }) => table));
}

/**
 * This process's copy of the list: one subscription to the channel, and
 * while lobby rooms are open here one read per burst of announcements,
 * whatever their number. With no lobby room here, an announcement only
 * marks the copy stale (`GET /api/lobby` reads it again when asked).
 */
class Feed {
  private services: LobbyServices | undefined;
  private readonly rooms = new Set<LobbyRoom>();
  /** The list last read, and when (performance clock). */
  private tables: LobbyTable[] | undefined;
  private readAt = 0;
  /** Something changed since the last read, and no lobby room here read it again. */
  private stale = true;
  /** The key of the list last read (`keyOf`). */
  key = "";
  private settle: NodeJS.Timeout | undefined;
  private refresh: NodeJS.Timeout | undefined;
  /** The read under way, and whether another must follow it (an announcement came during it). */
  private reading: Promise<void> | undefined;
  private again = false;
  private readonly onAnnounce = () => {
    if (this.rooms.size === 0) {
      this.stale = true;
      return;
    }
    this.soon();
  };

  configure(services: LobbyServices): void {
    this.services = services;
  }

  /** Listens to announcements (once Colyseus's presence is set up). */
  start(): void {
    void Promise.resolve(matchMaker.presence.subscribe(LOBBY_CHANNEL, this.onAnnounce)).catch(
      (error: unknown) =>
        this.shared.log(`the lobby could not subscribe to announcements: ${messageOf(error)}`),
    );
  }

  get shared(): LobbyServices {
    if (!this.services) throw new Error("configureLobby() was not called");
    return this.services;
  }

  /** A lobby room opened here: the first one starts the reading. */
  attach(room: LobbyRoom): void {
    this.rooms.add(room);
    if (this.rooms.size > 1) return;
    // The copy was not kept up to date while no lobby room was open: the first join reads it again.
    this.tables = undefined;
    this.refresh = setInterval(() => this.soon(), LOBBY_LIMITS.refreshMs);
    this.refresh.unref();
  }

  /** A lobby room closed: the last one stops the reading. */
  detach(room: LobbyRoom): void {
    if (!this.rooms.delete(room) || this.rooms.size > 0) return;
    this.stale = true;
    clearInterval(this.refresh);
    clearTimeout(this.settle);
    this.settle = undefined;
  }

  /** Reads the list again a little later (announcements meanwhile share that read). */
  private soon(): void {
    if (this.settle) return;
    this.settle = setTimeout(() => {
      this.settle = undefined;
      void this.read();
    }, LOBBY_LIMITS.settleMs);
    this.settle.unref();
  }

  /** Reads the list (one read at a time); sends it to every lobby client here when it changed. */
  private read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        this.stale = false;
        const tables = await this.shared.store.lobby();
        this.readAt = performance.now();
        this.tables = tables;
        const key = keyOf(tables);
        if (key !== this.key) {
          this.key = key;
          const message = this.message();
          for (const room of this.rooms) room.show(message, key);
        }
      } catch (error) {
        this.stale = true;
        this.shared.log(`the lobby could not be read: ${messageOf(error)}`);
      } finally {
        this.reading = undefined;
        if (this.again) {
          this.again = false;
          this.soon();
        }
      }
    })();
    return this.reading;
  }

  /** The list as last read, each table's wait brought up to now. */
  message(): LobbyMessage {
    const since = Math.floor((performance.now() - this.readAt) / 1000);
    return {
      tables: (this.tables ?? []).map((table) => ({ ...table, waited: table.waited + since })),
    };
  }

  /**
   * The list now: the one kept up to date by announcements while a lobby
   * room is open here, else one read since the last announcement and at
   * most `LOBBY_LIMITS.cacheMs` ago. Throws when the store cannot be read.
   */
  async current(): Promise<LobbyMessage> {
    const kept = this.rooms.size > 0 && this.tables !== undefined;
    const fresh =
      this.tables !== undefined &&
      !this.stale &&
      performance.now() - this.readAt < LOBBY_LIMITS.cacheMs;
    if (!kept && !fresh) {
      const before = this.readAt;
      await this.read();
      if (this.readAt === before) throw new Error("the lobby could not be read");
    }
    return this.message();
  }
}

const feed = new Feed();

/** Gives this process's lobby its store and limits (once, before listening). */
export function configureLobby(services: LobbyServices): void {
  feed.configure(services);
}

/** Starts listening to the lobby's announcements (after Colyseus's server is made: its presence). */
export function startLobby(): void {
  feed.start();
}

/** The lobby's list now, for `GET /api/lobby`. */
export function lobbyList(): Promise<LobbyMessage> {
  return feed.current();
}

interface LobbyVisitor {
  address: string;
  /** The key of the list it was sent last (`keyOf`): a list is sent once to each client. */
  sent?: string;
  /** When it was last told it is rate limited (ms, performance clock). */
  toldAt: number;
}

/**
 * Room type "lobby": its clients are sent `tables` on joining and whenever
 * the list changes. They send nothing: every message is refused (and
 * counted against the address's rate, as at the tables).
 */
export class LobbyRoom extends Room {
  override maxClients = LOBBY_LIMITS.clients;

  override onCreate(): void {
    this.autoDispose = true;
    // No Colyseus state, so no patch tick.
    this.setPatchRate(null);
    readFrames(this, {
      message: (client) => this.receive(client),
      refused: (_client, error) => this.onUncaughtException(error, "message"),
    });
    feed.attach(this);
  }

  override onAuth(client: Client, _options: unknown, context?: AuthContext): LobbyVisitor {
    return {
      address: addressOf(peerAddress(client), context?.headers, feed.shared.trustProxy),
      toldAt: -Infinity,
    };
  }

  override async onJoin(client: Client, _options: unknown, auth: LobbyVisitor): Promise<void> {
    client.userData = { ...auth } satisfies LobbyVisitor;
    try {
      const message = await feed.current();
      this.offer(client, message, feed.key);
    } catch {
      // The store is away: the next read that succeeds is sent to everyone.
    }
  }

  override onDispose(): void {
    feed.detach(this);
  }

  override onUncaughtException(error: unknown, method: string): void {
    feed.shared.log(
      `lobby: ${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }

  /** Sends the list (whose key is `key`) to every client of this room that was not sent it yet. */
  show(message: LobbyMessage, key: string): void {
    for (const client of this.clients) this.offer(client, message, key);
  }

  private offer(client: Client, message: LobbyMessage, key: string): void {
    const visitor = client.userData as LobbyVisitor | undefined;
    if (!visitor || visitor.sent === key) return;
    visitor.sent = key;
    try {
      client.send("tables", message);
    } catch {
      // The connection is closing.
    }
  }

  /**
   * Every room message is refused before anything decodes it, to its
   * sender only: `UnknownType`, or `RateLimited` (at most once a second)
   * past the address's rate. Colyseus's own handling (joins, leaves) goes on.
   */
  private receive(client: Client): void {
    const visitor = client.userData as LobbyVisitor | undefined;
    if (!visitor) return;
    if (!feed.shared.addresses.of(visitor.address).take()) {
      const now = performance.now();
      if (now - visitor.toldAt < 1000) return;
      visitor.toldAt = now;
      const { perSecond, burst } = feed.shared.addresses;
      this.tell(
        client,
        "RateLimited",
        `at most ${perSecond} messages a second from an address (bursts of ${burst}); the lobby takes none anyway`,
      );
      return;
    }
    this.tell(
      client,
      "UnknownType",
      "the lobby takes no messages: it only sends the list of tables",
    );
  }

  private tell(client: Client, code: string, message: string): void {
    try {
      client.send("error", { code, message });
    } catch {
      // The connection is closing: nothing to tell.
    }
  }
}
