// The one room type: it hosts any match of any game on the shelf. The full
// state lives only here; each client is sent its seat's view and events
// (a spectator's without a seat). The room is built from the match's record
// every time, for a new match (no actions yet) as for one whose process
// died (replayed), so both paths are the same code.
import { randomBytes } from "node:crypto";
import {
  ClientState,
  CloseCode,
  matchMaker,
  Protocol,
  Room,
  type AuthContext,
  type Client,
  type Deferred,
} from "@colyseus/core";
import { unpack } from "msgpackr";
import { decode } from "@colyseus/schema";
import type { Action } from "./engine.js";
import { JoinRefusal, MessageRefusal, messageOf } from "./errors.js";
import { announceLobby } from "./lobby.js";
import { peerAddress, readFrames } from "./frames.js";
import { Match, type Step } from "./match.js";
import { processAnswers } from "./peers.js";
import {
  DEFAULT_BOT,
  LIMITS,
  PROTOCOL,
  readJoin,
  readMessage,
  type ChatLine,
  type ClockState,
  type SeatInfo,
  type Welcome,
} from "./protocol.js";
import { addressOf, RateLimit, type Buckets } from "./rateLimit.js";
import { hashOf, newSeatToken } from "./seatToken.js";
import { CHAT_KEPT, LEASE_RENEW_MS, RecordConflict, type Store } from "./store.js";
import type { Bots } from "./bots.js";
import { CLOSE_HOSTED_ELSEWHERE, CLOSE_SEAT_GIVEN_UP } from "./wire.js";

/** What every room of a process shares. */
export interface Services {
  store: Store;
  bots: Bots;
  /** Room messages a seat (or a spectator) may send: per second on average, and in a burst. */
  rate: { perSecond: number; burst: number };
  /** Room messages one address may send, every connection of every room of this process together. */
  addresses: Buckets;
  /** Whether X-Forwarded-For names the client (a load balancer in front sets it). */
  trustProxy: boolean;
  log: (line: string) => void;
}
let services: Services | undefined;
/** Gives the rooms of this process their store and bots (once, before listening). */
export function configureRooms(shared: Services): void {
  services = shared;
}
function shared(): Services {
  if (!services) throw new Error("configureRooms() was not called");
  return services;
}

/** Who a client is at this table: set by onAuth, kept on the client. */
interface Auth {
  seat: number | null;
  /** A seat token just issued (sent once, in `welcome`). */
  token?: string;
  /** The hash of the seat token this connection proved or was issued. */
  hash?: string;
  /** The address its messages count against. */
  address: string;
}
interface Visitor {
  seat: number | null;
  /** A spectator's own rate (a seat's connections share the seat's). */
  limit: RateLimit;
  /** How many log entries this client has been sent. */
  seen: number;
  /** The hash of the seat token behind this connection: a reconnection is taken back only while it holds the seat. */
  hash: string | undefined;
  address: string;
  /** Its seat was given up: it never comes back. */
  gaveUp: boolean;
  /** When it was last told it is rate limited. */
  toldAt: number;
  /** A spectator's own chat rate (a seat's connections share the seat's). */
  chatLimit: RateLimit;
}

/** A seat at run time. */
interface SeatState {
  kind: "human" | "bot";
  name: string;
  /** The hash of the live token; undefined while nobody holds the seat. */
  token: string | undefined;
  /** The connections playing this seat now. */
  here: Set<Client>;
  /** When the seat last had nobody here (ms, performance clock). */
  goneSince: number;
  /** Whether its player gave it up (then a bot plays it until someone takes it). */
  givenUp: boolean;
  covered: boolean;
  /** The messages its connections may send, all together. */
  limit: RateLimit;
  /** The chat lines its connections may send, all together. */
  chatLimit: RateLimit;
  /** Whether its clock ran out: a bot plays its move (with a clock per game, every move left). */
  outOfTime: boolean;
  /** Its clock: milliseconds left, and since when it runs (undefined: stopped). */
  clock: { left: number; since: number | undefined };
  /** Reconnections held for its dropped connections. */
  held: Set<Deferred<Client>>;
}

/** A chat rate: `LIMITS.chatPerMinute` lines a minute, in bursts of `LIMITS.chatBurst`. */
const chatRate = () => new RateLimit(LIMITS.chatPerMinute / 60, LIMITS.chatBurst);

export class TableRoom extends Room {
  private match!: Match;
  private seats: SeatState[] = [];
  /** Every token this match issued: hash → seat, and whether it was given up. */
  private readonly tokens = new Map<string, { seat: number; revoked: boolean }>();
  /**
   * Claims whose token has not reached its client yet (hash → the joining
   * client, and the name it gave). A claim becomes final when the client's socket answers a ping
   * sent after its welcome; a claim whose socket closes before that is
   * undone, and the seat opens to its invite link again.
   */
  private readonly undelivered = new Map<string, { client: Client; name: string }>();
  private spectators = 0;
  /** Room work that touches the match or the store, one piece at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Bot moves being worked out, by seat and position. */
  private readonly thinking = new Set<string>();
  /** Counts the positions the match has been in, undone ones too: a bot's move is for one position. */
  private position = 0;
  /** The latest chat lines (at most CHAT_KEPT), and the number the next one takes. */
  private chat: ChatLine[] = [];
  private nextChat = 0;
  /** The clocks' timer: it fires when the first running clock runs out. */
  private clockTimer: NodeJS.Timeout | undefined;
  private disposed = false;

  override async onCreate(options: unknown): Promise<void> {
    const { store } = shared();
    const matchId = (options as { matchId?: unknown } | null)?.matchId;
    const join = readJoin({ matchId });
    // The record, the lease and the seat tokens in one statement; a lease
    // held by another process takes the longer way (see takeLease).
    const opened = await store
      .openMatch(join.matchId, this.leaseHolder())
      .catch((error: unknown) => {
        throw new JoinRefusal(
          "Unavailable",
          `the match record could not be read: ${messageOf(error)}`,
        );
      });
    if (!opened) throw new JoinRefusal("NoSuchMatch", `there is no match ${join.matchId}`);
    const { record, chat } = opened;
    await this.takeLease(record.id, opened.lease);
    try {
      this.match = Match.replay(record);
      const rows = opened.lease.taken ? opened.tokens : await store.tokens(record.id);
      for (const row of rows) this.tokens.set(row.hash, { seat: row.seat, revoked: row.revoked });
      const live = new Map(rows.filter((row) => !row.revoked).map((row) => [row.seat, row]));
      const now = performance.now();
      this.seats = record.seats.map((setup, seat) => ({
        kind: setup.kind,
        name: live.get(seat)?.name || setup.name,
        token: live.get(seat)?.hash,
        here: new Set(),
        goneSince: now,
        givenUp: !live.has(seat) && rows.some((row) => row.seat === seat),
        covered: false,
        limit: new RateLimit(shared().rate.perSecond, shared().rate.burst),
        chatLimit: chatRate(),
        held: new Set(),
        outOfTime: false,
        clock: { left: (record.clock?.seconds ?? 0) * 1000, since: undefined },
      }));
      this.chat = chat;
      this.nextChat = (chat.at(-1)?.n ?? -1) + 1;
    } catch (error) {
      await store.releaseLease(record.id, this.leaseHolder()).catch(() => {});
      if (error instanceof JoinRefusal) throw error;
      throw new JoinRefusal(
        "Unavailable",
        `match ${record.id} could not be rebuilt: ${messageOf(error)}`,
      );
    }
    this.autoDispose = true;
    // Every room message passes our checks before anything decodes it: the
    // rate limit and the size limit first, then decoding and the shape
    // check, each refusal answered to its sender only.
    readFrames(this, {
      message: (client, frame) => {
        if (client.userData) this.receive(client, frame);
      },
      joined: (client) => {
        // The welcome is on its way: the delivery ping follows it, in the same write.
        const hash = (client.userData as Visitor | undefined)?.hash;
        if (hash !== undefined && this.undelivered.get(hash)?.client === client)
          this.awaitDelivery(client, hash);
      },
      refused: (client, error) => this.refuse(client, error),
    });
    // (The listing's metadata holds the filter, matchId, too: it is replaced, not merged.)
    await this.setMetadata({ matchId: record.id, game: record.game });
    // No Colyseus state: no patches, so no 20-a-second tick per room; the
    // room's timers are Node's own (see `later`).
    this.setPatchRate(null);
    this.later(() => void this.renewLease(), LEASE_RENEW_MS, true);
    this.later(() => this.checkAbsences(), 1000, true);
    shared().log(`match ${record.id} (${record.game}) hosted here at turn ${this.match.turn}`);
    this.think();
  }

  /** The room's pending timers: cleared when it is disposed. */
  private readonly timers = new Set<NodeJS.Timeout>();

  /**
   * Runs `work` after `ms` (every `ms` when `repeat`) until the room is
   * disposed; what it throws is reported as Colyseus reports a room's
   * exceptions. (Colyseus's room clock would do this, but it is ticked by
   * the patch interval, which a room without state does not need.)
   */
  private later(work: () => void, ms: number, repeat = false): void {
    const run = () => {
      if (!repeat) this.timers.delete(timer);
      try {
        work();
      } catch (error) {
        this.onUncaughtException(error, "timer");
      }
    };
    const timer = repeat ? setInterval(run, ms) : setTimeout(run, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Who holds a lease: this room of this process (two rooms of one process never share a match). */
  private leaseHolder(): string {
    return `${matchMaker.processId}/${this.roomId}`;
  }

  /**
   * Takes the match's lease, given `first`, what asking for it once
   * answered. A lease held by a process that no longer answers Colyseus's
   * health check is taken over: that is how a match whose process died
   * moves to this one.
   */
  private async takeLease(
    id: string,
    first: Awaited<ReturnType<Store["takeLease"]>>,
  ): Promise<void> {
    const { store } = shared();
    const me = this.leaseHolder();
    try {
      let lease = first;
      const [holderProcess = ""] = lease.taken ? [] : lease.holder.split("/");
      if (
        !lease.taken &&
        holderProcess !== matchMaker.processId &&
        !(await processAnswers(holderProcess))
      ) {
        lease = await store.takeLease(id, me, lease.holder);
      }
      if (!lease.taken)
        throw new JoinRefusal(
          "HostedElsewhere",
          `match ${id} is hosted by another process: join again`,
        );
    } catch (error) {
      if (error instanceof JoinRefusal) throw error;
      throw new JoinRefusal(
        "Unavailable",
        `the match record could not be reached: ${messageOf(error)}`,
      );
    }
  }

  private async renewLease(): Promise<void> {
    if (this.disposed) return;
    try {
      if (!(await shared().store.renewLease(this.match.id, this.leaseHolder())))
        this.lost("its lease was taken");
    } catch (error) {
      shared().log(`match ${this.match.id}: the lease could not be renewed: ${messageOf(error)}`);
    }
  }

  /** Another process hosts the match now: everyone joins again, and finds it there. */
  private lost(why: string): void {
    if (this.disposed) return;
    shared().log(`match ${this.match.id} leaves this process: ${why}`);
    this.disposed = true;
    void this.disconnect(CLOSE_HOSTED_ELSEWHERE);
  }

  /** Runs `work` after every piece of room work before it. */
  private serial<T>(work: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => {});
    return run;
  }

  override onAuth(client: Client, options: unknown, context?: AuthContext): Promise<Auth> {
    const join = readJoin(options);
    if (join.matchId !== this.match.id)
      throw new JoinRefusal("BadJoin", "this room hosts another match");
    const address = addressOf(peerAddress(client), context?.headers, shared().trustProxy);
    return this.serial(async () => {
      if (join.as === "token") {
        const hash = hashOf(join.token);
        const known = this.tokens.get(hash);
        if (!known) throw new JoinRefusal("BadToken", "this match never issued that seat token");
        if (known.revoked)
          throw new JoinRefusal(
            "StaleToken",
            `that token no longer holds seat ${known.seat}: it was given up`,
          );
        return { seat: known.seat, hash, address };
      }
      if (join.as === "spectator") {
        if (this.spectators >= LIMITS.spectators)
          throw new JoinRefusal("MatchFull", "every spectator's place is taken");
        return { seat: null, address };
      }
      const seat =
        join.seat === "any"
          ? this.seats.findIndex((s) => s.kind === "human" && s.token === undefined)
          : join.seat;
      if (seat < 0)
        throw new JoinRefusal("MatchFull", "every human seat of this match has a player");
      const at = this.seats[seat];
      if (!at || at.kind !== "human")
        throw new JoinRefusal("NoSuchSeat", `seat ${seat} is not a human seat of this match`);
      if (at.token !== undefined)
        throw new JoinRefusal("SeatTaken", `seat ${seat} already has a player`);
      // A join whose socket is already gone claims nothing.
      if (client.state === ClientState.LEAVING)
        throw new JoinRefusal("BadJoin", "the connection closed while joining");
      const { token, hash } = newSeatToken();
      const name = join.name ?? at.name;
      // Until the client has the token the claim is provisional, held here
      // only (this room alone gives this match's seats, under its lease): a
      // close undoes it, and it is stored once delivered (confirmClaim).
      this.undelivered.set(hash, { client, name });
      client.ref.once("close", () => void this.serial(() => this.undoClaim(hash, client)));
      this.tokens.set(hash, { seat, revoked: false });
      Object.assign(at, { token: hash, name, givenUp: false, covered: false });
      return { seat, token, hash, address };
    });
  }

  /**
   * The client of a claim has its token (its socket answered a ping sent
   * after the welcome): the claim is final, and stored (given up already
   * if its seat was given up meanwhile). A seat that has a live token in
   * the store already was given by another process: the match is hosted
   * there now.
   */
  private confirmClaim(hash: string, client: Client): void {
    const claim = this.undelivered.get(hash);
    if (claim?.client !== client) return;
    this.undelivered.delete(hash);
    void this.serial(async () => {
      const known = this.tokens.get(hash);
      if (!known) return;
      if (
        !(await shared().store.issueToken(
          this.match.id,
          known.seat,
          hash,
          claim.name,
          known.revoked,
        ))
      ) {
        this.lost(`seat ${known.seat} was given by another process`);
      } else announceLobby();
    }).catch((error: unknown) =>
      shared().log(`match ${this.match.id}: a seat claim could not be stored: ${messageOf(error)}`),
    );
  }

  /** The socket of a claim closed before its token arrived: the seat opens again, as if nobody had asked. */
  private async undoClaim(hash: string, client: Client): Promise<void> {
    if (this.undelivered.get(hash)?.client !== client) return;
    this.undelivered.delete(hash);
    const known = this.tokens.get(hash);
    // (It was never stored.)
    this.tokens.delete(hash);
    const at = known ? this.seats[known.seat] : undefined;
    if (known && at && at.token === hash) {
      const givenUp = [...this.tokens.values()].some((t) => t.seat === known.seat && t.revoked);
      Object.assign(at, {
        token: undefined,
        givenUp,
        name: this.match.record.seats[known.seat]?.name ?? "",
        covered: false,
      });
      this.broadcastSeats();
      this.checkAbsences();
    }
  }

  /** Once a claim's welcome is on its way, pings the client: its pong, after the welcome, says it arrived. */
  private awaitDelivery(client: Client, hash: string): void {
    const socket = client.ref as unknown as {
      ping?: (data: Buffer) => void;
      on?: (event: string, listener: (data: Buffer) => void) => void;
      off?: (event: string, listener: (data: Buffer) => void) => void;
    };
    if (typeof socket?.ping !== "function" || typeof socket.on !== "function") {
      this.confirmClaim(hash, client);
      return;
    }
    const nonce = randomBytes(8);
    const onPong = (data: Buffer) => {
      if (!nonce.equals(Buffer.from(data))) return;
      socket.off?.("pong", onPong);
      this.confirmClaim(hash, client);
    };
    socket.on("pong", onPong);
    try {
      socket.ping(nonce);
    } catch {
      // Closing: the close undoes the claim.
    }
  }

  override onJoin(client: Client, _options: unknown, auth: Auth): void {
    client.userData = {
      seat: auth.seat,
      limit: new RateLimit(shared().rate.perSecond, shared().rate.burst),
      seen: 0,
      hash: auth.hash,
      address: auth.address,
      gaveUp: false,
      toldAt: -Infinity,
      chatLimit: chatRate(),
    } satisfies Visitor;
    if (auth.seat === null) this.spectators++;
    else this.arrive(auth.seat, client);
    const welcome: Welcome = {
      protocol: PROTOCOL,
      matchId: this.match.id,
      game: this.match.record.game,
      options: this.match.publicOptions(),
      seat: auth.seat,
      ...(auth.token ? { token: auth.token } : {}),
      seats: this.seatInfo(),
      settings: {
        botPace: this.match.record.botPace,
        absentAfter: this.match.record.absentAfter,
        clock: this.match.record.clock,
        spectatorsChat: this.match.record.spectatorsChat,
      },
      limits: {
        ...LIMITS,
        ...shared().rate,
        addressPerSecond: shared().addresses.perSecond,
        addressBurst: shared().addresses.burst,
      },
    };
    client.send("welcome", welcome);
    this.sendView(client);
    if (this.chat.length > 0) client.send("chat", { lines: this.chat });
    // The newcomer has the seats in its welcome.
    this.broadcastSeats(client);
    this.think();
  }

  override async onLeave(client: Client, code?: number): Promise<void> {
    const consented = code === CloseCode.CONSENTED;
    const visitor = client.userData as Visitor | undefined;
    if (!visitor) return;
    if (visitor.seat === null) {
      this.spectators--;
      return;
    }
    const seat = visitor.seat;
    this.depart(seat, client);
    if (consented || this.disposed || !this.holds(visitor)) return;
    // A dropped connection keeps its place a while, for as long as its
    // token holds the seat: giving the seat up ends the wait at once.
    const at = this.seats[seat]!;
    const held = this.allowReconnection(client, LIMITS.reconnectSeconds);
    at.held.add(held);
    try {
      const back = await held;
      if (!this.holds(visitor)) {
        back.leave(CLOSE_SEAT_GIVEN_UP);
        return;
      }
      (back.userData as Visitor).seen = 0;
      this.arrive(seat, back);
      this.sendView(back);
      this.broadcastSeats();
      // Bots waiting for someone to be here play on.
      this.think();
    } catch {
      // Gone past the reconnection window (or the seat was given up): the seat token still rejoins while it holds the seat.
    } finally {
      at.held.delete(held);
    }
  }

  /** Whether a seated connection's token still holds its seat (delivered, not given up, not replaced). */
  private holds(visitor: Visitor): boolean {
    if (visitor.seat === null || visitor.gaveUp || visitor.hash === undefined) return false;
    return this.seats[visitor.seat]?.token === visitor.hash && !this.undelivered.has(visitor.hash);
  }

  override async onDispose(): Promise<void> {
    this.disposed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    clearTimeout(this.clockTimer);
    if (!this.match) return;
    await shared()
      .store.releaseLease(this.match.id, this.leaseHolder())
      .catch((error: unknown) =>
        shared().log(
          `match ${this.match.id}: the lease could not be released: ${messageOf(error)}`,
        ),
      );
  }

  override onUncaughtException(error: unknown, method: string): void {
    // A refused join is the client's mistake: Colyseus answers it, nothing is logged.
    if (
      error instanceof JoinRefusal ||
      (error instanceof Error && error.cause instanceof JoinRefusal)
    )
      return;
    shared().log(
      `match ${this.match?.id ?? "?"}: ${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }

  // ---- presence ----

  private arrive(seat: number, client: Client): void {
    const at = this.seats[seat];
    if (!at) return;
    at.here.add(client);
    if (at.covered)
      shared().log(`match ${this.match.id}: seat ${seat}'s player is back; the bot stops`);
    at.covered = false;
    at.givenUp = false;
  }

  private depart(seat: number, client: Client): void {
    const at = this.seats[seat];
    if (!at) return;
    at.here.delete(client);
    if (at.here.size === 0) at.goneSince = performance.now();
    this.broadcastSeats();
  }

  /** A held seat whose player is gone past the match's timeout is played by a bot. */
  private checkAbsences(): void {
    const after = this.match.record.absentAfter;
    if (after === 0 || this.match.over) return;
    const now = performance.now();
    let changed = false;
    for (const at of this.seats) {
      const gone =
        at.kind === "human" && at.here.size === 0 && (at.token !== undefined || at.givenUp);
      if (gone && !at.covered && (at.givenUp || now - at.goneSince >= after * 1000)) {
        at.covered = true;
        changed = true;
      }
    }
    if (changed) {
      this.broadcastSeats();
      this.think();
    }
  }

  private seatInfo(): SeatInfo[] {
    return this.seats.map((at, seat) => ({
      seat,
      kind: at.kind,
      name: at.name || `Seat ${seat + 1}`,
      player:
        at.kind === "bot"
          ? null
          : at.here.size > 0
            ? "here"
            : at.token !== undefined
              ? "away"
              : "open",
      covered: at.covered,
      outOfTime: at.outOfTime,
    }));
  }

  /** Tells every connection (but `except`) who is at which seat; the clocks follow who plays. */
  private broadcastSeats(except?: Client): void {
    if (this.disposed) return;
    this.broadcast("seats", { seats: this.seatInfo() }, except ? { except } : undefined);
    this.runClocks();
  }

  // ---- views ----

  private sendView(client: Client): void {
    const visitor = client.userData as Visitor;
    const message = this.match.message(visitor.seat ?? undefined, visitor.seen);
    visitor.seen = message.from + message.events.length;
    client.send("view", message);
  }

  // ---- messages ----

  private receive(client: Client, buffer: Buffer): void {
    const visitor = client.userData as Visitor | undefined;
    if (!visitor) return;
    // A seat's connections share the seat's rate; every connection from one
    // address shares the address's. A message refused by the first does not
    // count against the second.
    const own =
      visitor.seat === null ? visitor.limit : (this.seats[visitor.seat]?.limit ?? visitor.limit);
    const address = shared().addresses.of(visitor.address);
    const refusedBy = !own.take() ? own : !address.take() ? address : undefined;
    if (refusedBy) {
      const now = performance.now();
      if (now - visitor.toldAt >= 1000) {
        visitor.toldAt = now;
        const { perSecond, burst } = shared().rate;
        const { perSecond: fromAddress, burst: addressBurst } = shared().addresses;
        this.tell(
          client,
          "RateLimited",
          `at most ${perSecond} messages a second a seat (bursts of ${burst}) and ${fromAddress} an address (bursts of ${addressBurst}); ${refusedBy.dropped} dropped`,
        );
      }
      return;
    }
    if (buffer.byteLength > LIMITS.messageBytes) {
      throw new MessageRefusal(
        "TooLarge",
        `a message is at most ${LIMITS.messageBytes} bytes (this one: ${buffer.byteLength})`,
      );
    }
    if (buffer[0] === Protocol.ROOM_DATA_BYTES)
      throw new MessageRefusal("Malformed", "raw byte messages are not part of the protocol");
    let type: unknown;
    let body: unknown;
    try {
      const it = { offset: 1 };
      type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
      if (!(it.offset <= buffer.byteLength)) throw new Error("the message type is cut short");
      body = buffer.byteLength > it.offset ? unpack(buffer.subarray(it.offset)) : undefined;
    } catch (error) {
      throw new MessageRefusal(
        "Malformed",
        `the message could not be decoded: ${messageOf(error)}`,
      );
    }
    const message = readMessage(type, body);
    if (message.type === "review") {
      this.review(client, message.body.turn);
      return;
    }
    const seat = visitor.seat;
    if (message.type === "chat") {
      const { text } = message.body;
      this.serial(() => this.say(client, seat, text)).catch((error: unknown) =>
        this.refuse(client, error),
      );
      return;
    }
    if (seat === null)
      throw new MessageRefusal("NotSeated", "spectators watch: only a seated player may send this");
    const work =
      message.type === "act"
        ? () => this.play(seat, message.body.action, message.body.turn, false)
        : message.type === "undo"
          ? () => this.undo(seat, message.body.turn)
          : () => this.giveUp(seat);
    this.serial(work).catch((error: unknown) => this.refuse(client, error));
  }

  private refuse(client: Client, error: unknown): void {
    if (error instanceof MessageRefusal) {
      this.tell(client, error.code, error.message);
      return;
    }
    shared().log(
      `match ${this.match?.id ?? "?"}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    this.tell(
      client,
      "Internal",
      "the server could not handle that message; the match is unchanged",
    );
  }

  private tell(client: Client, code: string, message: string): void {
    try {
      client.send("error", { code, message });
    } catch {
      // The connection is closing: nothing to tell.
    }
  }

  // ---- playing ----

  /**
   * Plays `action` for `seat` (checked by the rules), stores it in the
   * record, and only then sends the new views: nothing a player saw is lost
   * if this process dies.
   */
  private async play(
    seat: number,
    action: Record<string, unknown>,
    turn: number,
    byBot: boolean,
  ): Promise<void> {
    if (this.disposed)
      throw new MessageRefusal(
        "Unavailable",
        "this match is moving to another process: join again",
      );
    const step: Step = this.match.tryAction(seat, action, turn);
    try {
      await shared().store.appendAction(
        this.match.id,
        turn,
        seat,
        byBot,
        step.action,
        step.outcome,
      );
    } catch (error) {
      if (error instanceof RecordConflict) this.lost(error.message);
      else
        shared().log(
          `match ${this.match.id}: action ${turn} could not be stored: ${messageOf(error)}`,
        );
      throw new MessageRefusal(
        "Unavailable",
        "the match record could not be stored, so the action was not played; try again",
      );
    }
    this.match.commit(step, byBot);
    this.position++;
    for (const client of this.clients) this.sendView(client);
    if (step.outcome) {
      shared().log(`match ${this.match.id} ended after ${this.match.turn} actions`);
      announceLobby();
    }
    this.runClocks(seat);
    this.think();
  }

  /**
   * Takes back `seat`'s last decision with the bots' replies to it, as the
   * policy allows (see `Match.takeBack`): the actions leave the record
   * first, then every connection gets its view afresh (and its log from
   * the start) and is told what was taken back.
   */
  private async undo(seat: number, turn: number): Promise<void> {
    if (this.disposed)
      throw new MessageRefusal(
        "Unavailable",
        "this match is moving to another process: join again",
      );
    if (turn !== this.match.turn) {
      throw new MessageRefusal(
        "StaleTurn",
        `the position has changed since turn ${turn} (it is turn ${this.match.turn} now)`,
      );
    }
    const from = this.match.takeBackFrom(seat);
    let deleted: boolean;
    try {
      deleted = await shared().store.takeBack(this.match.id, from, this.leaseHolder());
    } catch (error) {
      shared().log(`match ${this.match.id}: an undo could not be stored: ${messageOf(error)}`);
      throw new MessageRefusal(
        "Unavailable",
        "the match record could not be changed, so nothing was taken back; try again",
      );
    }
    if (!deleted) {
      this.lost("its record is no longer this process's to change");
      throw new MessageRefusal(
        "Unavailable",
        "this match is moving to another process: join again",
      );
    }
    const actions = this.match.turn - from;
    this.match.rewind(from);
    this.position++;
    for (const client of this.clients) {
      (client.userData as Visitor).seen = 0;
      this.sendView(client);
    }
    this.broadcast("undone", { seat, turn: from, actions });
    shared().log(
      `match ${this.match.id}: seat ${seat} took back ${actions} action(s), back at turn ${from}`,
    );
    this.runClocks(seat);
    this.think();
  }

  // ---- chat and review ----

  /** A chat line from `client` (a seat's player, or a spectator where the host allows): stored, then sent to everyone. */
  private async say(client: Client, seat: number | null, text: string): Promise<void> {
    const visitor = client.userData as Visitor;
    if (seat === null && !this.match.record.spectatorsChat) {
      throw new MessageRefusal(
        "NotSeated",
        "at this table only the seated players write in the chat",
      );
    }
    const limit =
      seat === null ? visitor.chatLimit : (this.seats[seat]?.chatLimit ?? visitor.chatLimit);
    if (!limit.take()) {
      throw new MessageRefusal(
        "RateLimited",
        `at most ${LIMITS.chatPerMinute} chat lines a minute (bursts of ${LIMITS.chatBurst}); wait a little`,
      );
    }
    const name = seat === null ? "Spectator" : (this.seatInfo()[seat]?.name ?? `Seat ${seat + 1}`);
    const line: ChatLine = { n: this.nextChat, seat, name, text, at: new Date().toISOString() };
    try {
      await shared().store.appendChat(this.match.id, line);
    } catch (error) {
      if (error instanceof RecordConflict) this.lost(error.message);
      else
        shared().log(
          `match ${this.match.id}: chat line ${line.n} could not be stored: ${messageOf(error)}`,
        );
      throw new MessageRefusal(
        "Unavailable",
        "the chat line could not be stored, so it was not sent; try again",
      );
    }
    this.nextChat++;
    this.chat.push(line);
    if (this.chat.length > CHAT_KEPT) this.chat.shift();
    this.broadcast("chat", { lines: [line] });
  }

  /** Answers a `review`: the sender's own view (a spectator's without a seat) after `turn` actions. */
  private review(client: Client, turn: number): void {
    if (turn > this.match.turn) {
      throw new MessageRefusal(
        "Malformed",
        `there is no turn ${turn} yet (the match is at turn ${this.match.turn})`,
      );
    }
    const seat = (client.userData as Visitor).seat;
    client.send("past", this.match.pastOf(turn, seat ?? undefined));
  }

  // ---- clocks ----

  /**
   * Charges each running clock the time it ran, then starts the clock of
   * every human seat that must decide now and plays for itself (not while
   * nobody is at the table, nor once the match is over), sets the timer for
   * the first to run out, and tells everyone. `acted`: the seat whose
   * decision was just played (a clock per move starts afresh for it).
   */
  private runClocks(acted?: number): void {
    const clock = this.match.record.clock;
    if (!clock || this.disposed) return;
    const now = performance.now();
    for (const at of this.seats) {
      if (at.clock.since !== undefined)
        at.clock.left = Math.max(0, at.clock.left - (now - at.clock.since));
      at.clock.since = undefined;
    }
    const actor = acted === undefined ? undefined : this.seats[acted];
    if (actor && clock.per === "move") {
      actor.clock.left = clock.seconds * 1000;
      // The move a bot played for it is made: the seat is its player's again, and everyone is told so now.
      if (actor.outOfTime) {
        actor.outOfTime = false;
        this.broadcast("seats", { seats: this.seatInfo() });
      }
    }
    const running =
      this.match.over || !this.someoneAt()
        ? []
        : this.match.toAct
            .map((seat) => this.seats[seat]!)
            .filter((at) => at.kind === "human" && !at.covered && !at.outOfTime);
    for (const at of running) at.clock.since = now;
    clearTimeout(this.clockTimer);
    this.clockTimer = undefined;
    if (running.length > 0) {
      const first = Math.min(...running.map((at) => at.clock.left));
      this.clockTimer = setTimeout(() => this.outOfTime(), first);
      this.clockTimer.unref();
    }
    const clocks: ClockState[] = this.seats.flatMap((at, seat) =>
      at.kind === "human"
        ? [{ seat, left: Math.round(at.clock.left), running: at.clock.since !== undefined }]
        : [],
    );
    this.broadcast("clocks", { clocks });
  }

  /** A running clock ran out: a bot plays that seat (see `botPlays`). */
  private outOfTime(): void {
    this.clockTimer = undefined;
    if (this.disposed) return;
    const now = performance.now();
    let changed = false;
    for (const [seat, at] of this.seats.entries()) {
      const { since, left } = at.clock;
      if (since !== undefined && left - (now - since) <= 1) {
        at.outOfTime = true;
        changed = true;
        shared().log(`match ${this.match.id}: seat ${seat} ran out of time; a bot plays`);
      }
    }
    if (changed) this.broadcastSeats();
    else this.runClocks();
    this.think();
  }

  /** The seat's player leaves for good: its token goes stale and its invite link opens the seat again. */
  private async giveUp(seat: number): Promise<void> {
    const at = this.seats[seat];
    if (!at || at.token === undefined) return;
    await shared().store.revokeToken(this.match.id, seat);
    announceLobby();
    const known = this.tokens.get(at.token);
    if (known) known.revoked = true;
    Object.assign(at, {
      token: undefined,
      givenUp: true,
      name: this.match.record.seats[seat]?.name ?? "",
    });
    // Its connections close and never come back: not here, not by a held reconnection.
    for (const client of [...at.here]) {
      (client.userData as Visitor).gaveUp = true;
      client.leave(CLOSE_SEAT_GIVEN_UP);
    }
    at.here.clear();
    for (const held of [...at.held]) held.reject(new Error("the seat was given up"));
    at.held.clear();
    this.checkAbsences();
    this.broadcastSeats();
  }

  // ---- bots ----

  private botPlays(seat: number): boolean {
    const at = this.seats[seat];
    return (
      at !== undefined && (at.kind === "bot" || at.covered || at.outOfTime) && this.someoneAt()
    );
  }

  /**
   * Whether anyone is at the table for bots to play with: a player with a
   * connection, or (at a table with no human seat) a spectator. Bots never
   * play on alone, whatever the timeouts: a match nobody is at waits.
   */
  private someoneAt(): boolean {
    const humans = this.seats.filter((at) => at.kind === "human");
    if (humans.length === 0) return this.clients.length > 0;
    return humans.some((at) => at.here.size > 0);
  }

  /** Starts a bot move for every seat a bot plays that must decide now. */
  private think(): void {
    if (this.disposed || this.match.over || !this.someoneAt()) return;
    const { turn } = this.match;
    const position = this.position;
    for (const seat of this.match.toAct) {
      const key = `${seat}@${position}`;
      if (!this.botPlays(seat) || this.thinking.has(key)) continue;
      this.thinking.add(key);
      this.later(() => void this.botMove(seat, turn, position, key), this.match.record.botPace);
    }
  }

  private async botMove(seat: number, turn: number, position: number, key: string): Promise<void> {
    try {
      if (this.disposed || this.position !== position || !this.botPlays(seat)) return;
      const options = { ...(this.match.record.seats[seat]?.bot ?? DEFAULT_BOT), seed: turn };
      const action: Action = await shared().bots.suggest(this.match.viewOf(seat), options);
      await this.serial(async () => {
        if (this.disposed || this.position !== position || !this.botPlays(seat)) return;
        await this.play(seat, action as unknown as Record<string, unknown>, turn, true);
      });
    } catch (error) {
      shared().log(
        `match ${this.match.id}: the bot of seat ${seat} failed at turn ${turn}: ${messageOf(error)}`,
      );
      // Try again later rather than leave the table stuck.
      this.later(() => this.think(), 2000);
    } finally {
      this.thinking.delete(key);
    }
  }
}
