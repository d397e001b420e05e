// The one room type: it hosts any match of any game on the shelf. The full
// state lives only here; each client is sent its seat's view and events
// (a spectator's without a seat). The room is built from the match's record
// every time, for a new match (no actions yet) as for one whose process
// died (replayed), so both paths are the same code.
import { createHash, randomBytes } from "node:crypto";
import { ClientState, matchMaker, Protocol, Room, type Client, type ClientPrivate } from "@colyseus/core";
import { unpack } from "@colyseus/msgpackr";
import { decode } from "@colyseus/schema";
import type { Action } from "./engine.js";
import { JoinRefusal, MessageRefusal, messageOf } from "./errors.js";
import { Match, type Step } from "./match.js";
import { DEFAULT_BOT, LIMITS, PROTOCOL, readJoin, readMessage, type SeatInfo, type Welcome } from "./protocol.js";
import { RateLimit } from "./rateLimit.js";
import { LEASE_RENEW_MS, RecordConflict, type Store } from "./store.js";
import type { Bots } from "./bots.js";
import { CLOSE_HOSTED_ELSEWHERE, CLOSE_SEAT_GIVEN_UP } from "./wire.js";

/** What every room of a process shares. */
export interface Services {
  store: Store;
  bots: Bots;
  /** Room messages a client may send: per second on average, and in a burst. */
  rate: { perSecond: number; burst: number };
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
}
interface Visitor {
  seat: number | null;
  limit: RateLimit;
  /** How many log entries this client has been sent. */
  seen: number;
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
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export class TableRoom extends Room {
  private match!: Match;
  private seats: SeatState[] = [];
  /** Every token this match issued: hash → seat, and whether it was given up. */
  private readonly tokens = new Map<string, { seat: number; revoked: boolean }>();
  private spectators = 0;
  /** Room work that touches the match or the store, one piece at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Bot moves being worked out, by seat and turn. */
  private readonly thinking = new Set<string>();
  private disposed = false;

  override async onCreate(options: unknown): Promise<void> {
    const { store } = shared();
    const matchId = (options as { matchId?: unknown } | null)?.matchId;
    const join = readJoin({ matchId });
    const record = await store.loadMatch(join.matchId).catch((error: unknown) => {
      throw new JoinRefusal("Unavailable", `the match record could not be read: ${messageOf(error)}`);
    });
    if (!record) throw new JoinRefusal("NoSuchMatch", `there is no match ${join.matchId}`);
    await this.takeLease(record.id);
    try {
      this.match = Match.replay(record);
      const rows = await store.tokens(record.id);
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
      }));
    } catch (error) {
      await store.releaseLease(record.id, this.leaseHolder()).catch(() => {});
      if (error instanceof JoinRefusal) throw error;
      throw new JoinRefusal("Unavailable", `match ${record.id} could not be rebuilt: ${messageOf(error)}`);
    }
    this.autoDispose = true;
    await this.setMetadata({ game: record.game });
    this.clock.setInterval(() => void this.renewLease(), LEASE_RENEW_MS);
    this.clock.setInterval(() => this.checkAbsences(), 1000);
    shared().log(`match ${record.id} (${record.game}) hosted here at turn ${this.match.turn}`);
    this.think();
  }

  /** Who holds a lease: this room of this process (two rooms of one process never share a match). */
  private leaseHolder(): string {
    return `${matchMaker.processId}/${this.roomId}`;
  }

  /**
   * Takes the match's lease. A lease held by a process that no longer
   * answers Colyseus's health check is taken over: that is how a match
   * whose process died moves to this one.
   */
  private async takeLease(id: string): Promise<void> {
    const { store } = shared();
    const me = this.leaseHolder();
    try {
      let lease = await store.takeLease(id, me);
      const [holderProcess = ""] = lease.taken ? [] : lease.holder.split("/");
      if (!lease.taken && holderProcess !== matchMaker.processId && !(await matchMaker.healthCheckProcessId(holderProcess))) {
        lease = await store.takeLease(id, me, lease.holder);
      }
      if (!lease.taken) throw new JoinRefusal("HostedElsewhere", `match ${id} is hosted by another process: join again`);
    } catch (error) {
      if (error instanceof JoinRefusal) throw error;
      throw new JoinRefusal("Unavailable", `the match record could not be reached: ${messageOf(error)}`);
    }
  }

  private async renewLease(): Promise<void> {
    if (this.disposed) return;
    try {
      if (!(await shared().store.renewLease(this.match.id, this.leaseHolder()))) this.lost("its lease was taken");
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

  override onAuth(_client: Client, options: unknown): Promise<Auth> {
    const join = readJoin(options);
    if (join.matchId !== this.match.id) throw new JoinRefusal("BadJoin", "this room hosts another match");
    return this.serial(async () => {
      if (join.as === "token") {
        const known = this.tokens.get(hashOf(join.token));
        if (!known) throw new JoinRefusal("BadToken", "this match never issued that seat token");
        if (known.revoked) throw new JoinRefusal("StaleToken", `that token no longer holds seat ${known.seat + 1}: it was given up`);
        return { seat: known.seat };
      }
      if (join.as === "spectator") {
        if (this.spectators >= LIMITS.spectators) throw new JoinRefusal("MatchFull", "every spectator's place is taken");
        return { seat: null };
      }
      const seat = join.seat === "any" ? this.seats.findIndex((s) => s.kind === "human" && s.token === undefined) : join.seat;
      if (seat < 0) throw new JoinRefusal("MatchFull", "every human seat of this match has a player");
      const at = this.seats[seat];
      if (!at || at.kind !== "human") throw new JoinRefusal("NoSuchSeat", `seat ${seat + 1} is not a human seat of this match`);
      if (at.token !== undefined) throw new JoinRefusal("SeatTaken", `seat ${seat + 1} already has a player`);
      const token = randomBytes(24).toString("base64url");
      const hash = hashOf(token);
      const name = join.name ?? at.name;
      if (!(await shared().store.issueToken(this.match.id, seat, hash, name))) {
        throw new JoinRefusal("SeatTaken", `seat ${seat + 1} already has a player`);
      }
      this.tokens.set(hash, { seat, revoked: false });
      Object.assign(at, { token: hash, name, givenUp: false, covered: false });
      return { seat, token };
    });
  }

  override onJoin(client: Client, _options: unknown, auth: Auth): void {
    client.userData = { seat: auth.seat, limit: new RateLimit(shared().rate.perSecond, shared().rate.burst), seen: 0 } satisfies Visitor;
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
      absentAfter: this.match.record.absentAfter,
      limits: { ...LIMITS, ...shared().rate },
    };
    client.send("welcome", welcome);
    this.sendView(client);
    this.broadcastSeats();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const visitor = client.userData as Visitor | undefined;
    if (!visitor) return;
    if (visitor.seat === null) {
      this.spectators--;
      return;
    }
    this.depart(visitor.seat, client);
    if (consented || this.disposed) return;
    try {
      const back = await this.allowReconnection(client, LIMITS.reconnectSeconds);
      (back.userData as Visitor).seen = 0;
      this.arrive(visitor.seat, back);
      this.sendView(back);
      this.broadcastSeats();
    } catch {
      // Gone past the reconnection window: the seat token still rejoins.
    }
  }

  override async onDispose(): Promise<void> {
    this.disposed = true;
    if (!this.match) return;
    await shared()
      .store.releaseLease(this.match.id, this.leaseHolder())
      .catch((error: unknown) => shared().log(`match ${this.match.id}: the lease could not be released: ${messageOf(error)}`));
  }

  override onUncaughtException(error: unknown, method: string): void {
    shared().log(`match ${this.match?.id ?? "?"}: ${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }

  // ---- presence ----

  private arrive(seat: number, client: Client): void {
    const at = this.seats[seat];
    if (!at) return;
    at.here.add(client);
    if (at.covered) shared().log(`match ${this.match.id}: seat ${seat + 1}'s player is back; the bot stops`);
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
      const gone = at.kind === "human" && at.here.size === 0 && (at.token !== undefined || at.givenUp);
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
      player: at.kind === "bot" ? null : at.here.size > 0 ? "here" : at.token !== undefined ? "away" : "open",
      covered: at.covered,
    }));
  }

  private broadcastSeats(): void {
    if (!this.disposed) this.broadcast("seats", { seats: this.seatInfo() });
  }

  // ---- views ----

  private sendView(client: Client): void {
    const visitor = client.userData as Visitor;
    const message = this.match.message(visitor.seat ?? undefined, visitor.seen);
    visitor.seen = message.from + message.events.length;
    client.send("view", message);
  }

  // ---- messages ----

  /**
   * Every room message passes here before anything decodes it: the rate
   * limit and the size limit first, then decoding and the shape check, each
   * refusal answered to its sender only. Colyseus's own decoding would drop
   * the connection on a message it cannot read.
   */
  protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    try {
      const code = buffer?.[0];
      if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) {
        super._onMessage(client, buffer);
        return;
      }
      if (client.state === ClientState.LEAVING) return;
      this.receive(client, buffer);
    } catch (error) {
      this.refuse(client, error);
    }
  }

  private receive(client: Client, buffer: Buffer): void {
    const visitor = client.userData as Visitor | undefined;
    if (!visitor) return;
    if (!visitor.limit.take()) {
      if (visitor.limit.shouldTell()) {
        const { perSecond, burst } = shared().rate;
        this.tell(client, "RateLimited", `at most ${perSecond} messages a second (bursts of ${burst}); ${visitor.limit.dropped} dropped`);
      }
      return;
    }
    if (buffer.byteLength > LIMITS.messageBytes) {
      throw new MessageRefusal("TooLarge", `a message is at most ${LIMITS.messageBytes} bytes (this one: ${buffer.byteLength})`);
    }
    if (buffer[0] === Protocol.ROOM_DATA_BYTES) throw new MessageRefusal("Malformed", "raw byte messages are not part of the protocol");
    let type: unknown;
    let body: unknown;
    try {
      const it = { offset: 1 };
      type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
      if (!(it.offset <= buffer.byteLength)) throw new Error("the message type is cut short");
      body = buffer.byteLength > it.offset ? unpack(buffer.subarray(it.offset)) : undefined;
    } catch (error) {
      throw new MessageRefusal("Malformed", `the message could not be decoded: ${messageOf(error)}`);
    }
    const message = readMessage(type, body);
    const seat = visitor.seat;
    if (seat === null) throw new MessageRefusal("NotSeated", "spectators watch: only a seated player may send this");
    const work =
      message.type === "act"
        ? () => this.play(seat, message.body.action, message.body.turn, false)
        : () => this.giveUp(seat);
    this.serial(work).catch((error: unknown) => this.refuse(client, error));
  }

  private refuse(client: Client, error: unknown): void {
    if (error instanceof MessageRefusal) {
      this.tell(client, error.code, error.message);
      return;
    }
    shared().log(`match ${this.match?.id ?? "?"}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    this.tell(client, "Internal", "the server could not handle that message; the match is unchanged");
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
  private async play(seat: number, action: Record<string, unknown>, turn: number, byBot: boolean): Promise<void> {
    if (this.disposed) throw new MessageRefusal("Unavailable", "this match is moving to another process: join again");
    const step: Step = this.match.tryAction(seat, action, turn);
    try {
      await shared().store.appendAction(this.match.id, turn, seat, byBot, step.action, step.outcome);
    } catch (error) {
      if (error instanceof RecordConflict) this.lost(error.message);
      else shared().log(`match ${this.match.id}: action ${turn} could not be stored: ${messageOf(error)}`);
      throw new MessageRefusal("Unavailable", "the match record could not be stored, so the action was not played; try again");
    }
    this.match.commit(step);
    for (const client of this.clients) this.sendView(client);
    if (step.outcome) shared().log(`match ${this.match.id} ended after ${this.match.turn} actions`);
    this.think();
  }

  /** The seat's player leaves for good: its token goes stale and its invite link opens the seat again. */
  private async giveUp(seat: number): Promise<void> {
    const at = this.seats[seat];
    if (!at || at.token === undefined) return;
    await shared().store.revokeToken(this.match.id, seat);
    const known = this.tokens.get(at.token);
    if (known) known.revoked = true;
    Object.assign(at, { token: undefined, givenUp: true, name: this.match.record.seats[seat]?.name ?? "" });
    for (const client of [...at.here]) client.leave(CLOSE_SEAT_GIVEN_UP);
    at.here.clear();
    this.checkAbsences();
    this.broadcastSeats();
  }

  // ---- bots ----

  private botPlays(seat: number): boolean {
    const at = this.seats[seat];
    return at !== undefined && (at.kind === "bot" || at.covered);
  }

  /** Starts a bot move for every seat a bot plays that must decide now. */
  private think(): void {
    if (this.disposed || this.match.over) return;
    const turn = this.match.turn;
    for (const seat of this.match.toAct) {
      const key = `${seat}@${turn}`;
      if (!this.botPlays(seat) || this.thinking.has(key)) continue;
      this.thinking.add(key);
      this.clock.setTimeout(() => void this.botMove(seat, turn, key), this.match.record.botPace);
    }
  }

  private async botMove(seat: number, turn: number, key: string): Promise<void> {
    try {
      if (this.disposed || this.match.turn !== turn || !this.botPlays(seat)) return;
      const options = { ...(this.match.record.seats[seat]?.bot ?? DEFAULT_BOT), seed: turn };
      const action: Action = await shared().bots.suggest(this.match.viewOf(seat), options);
      await this.serial(async () => {
        if (this.disposed || this.match.turn !== turn || !this.botPlays(seat)) return;
        await this.play(seat, action as unknown as Record<string, unknown>, turn, true);
      });
    } catch (error) {
      shared().log(`match ${this.match.id}: the bot of seat ${seat + 1} failed at turn ${turn}: ${messageOf(error)}`);
      // Try again later rather than leave the table stuck.
      this.clock.setTimeout(() => this.think(), 2000);
    } finally {
      this.thinking.delete(key);
    }
  }
}
