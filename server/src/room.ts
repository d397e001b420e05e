// The one room type: it hosts any match of any game on the shelf. The full
// state lives only here; each client is sent its seat's view and events
// (a spectator's without a seat). The room is built from the match's record
// every time, for a new match (no actions yet) as for one whose process
// died (replayed), so both paths are the same code.
import { ClientState, CloseCode, Room, type AuthContext, type Client } from "@colyseus/core";
import { BotTurns } from "./botTurns.js";
import { JoinRefusal, MessageRefusal, messageOf } from "./errors.js";
import { announceLobby } from "./lobby.js";
import { peerAddress, readFrames, whenDelivered } from "./frames.js";
import { Match } from "./match.js";
import { admit } from "./messageRate.js";
import { play } from "./play.js";
import { leaseHolder, takeLease } from "./lease.js";
import { ChatLog } from "./chat.js";
import { SeatClaims } from "./claims.js";
import { clockStates, decided, runOut, startClocks, stopClocks } from "./clocks.js";
import { decodeRoomMessage } from "./roomMessage.js";
import { shared } from "./services.js";
import {
  arrive,
  botPlays,
  chatRate,
  coverAbsent,
  depart,
  newSeat,
  seatInfo,
  someoneAt,
  type Auth,
  type SeatState,
  type Visitor,
} from "./seats.js";
import { LIMITS, PROTOCOL, readJoin, type SeatInfo, type Welcome } from "./protocol.js";
import { addressOf, RateLimit } from "./rateLimit.js";
import { LEASE_RENEW_MS, RecordConflict } from "./store.js";
import type { HostedTable } from "./table.js";
import { undo } from "./undo.js";
import { CLOSE_HOSTED_ELSEWHERE, CLOSE_SEAT_GIVEN_UP } from "./wire.js";

export class TableRoom extends Room implements HostedTable {
  match!: Match;
  seats: SeatState[] = [];
  /** Every seat token this match issued, and the claims not delivered yet. */
  private claims = new SeatClaims([]);
  private spectators = 0;
  /** Room work that touches the match or the store, one piece at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The bots' moves: who thinks, for which position. */
  private readonly bots = new BotTurns(this, {
    botPlays: (seat) => botPlays(this.seats, seat, this.clients.length),
    someoneAt: () => this.someoneAt(),
    playBotMove: (seat, action, turn, still) =>
      this.serial(async () => {
        if (still())
          await this.play(seat, action as unknown as Record<string, unknown>, turn, true);
      }),
    later: (work, ms) => this.later(work, ms),
  });
  /** The table's chat: its latest lines, and the number the next one takes. */
  private chat = new ChatLog([]);
  /** The clocks' timer: it fires when the first running clock runs out. */
  private clockTimer: NodeJS.Timeout | undefined;
  disposed = false;

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
    await takeLease(store, record.id, this.leaseHolder(), opened.lease);
    try {
      this.match = Match.replay(record);
      const rows = opened.lease.taken ? opened.tokens : await store.tokens(record.id);
      this.claims = new SeatClaims(rows);
      const live = new Map(rows.filter((row) => !row.revoked).map((row) => [row.seat, row]));
      const now = performance.now();
      this.seats = record.seats.map((setup, seat) =>
        Object.assign(newSeat(setup, shared().rate, (record.clock?.seconds ?? 0) * 1000, now), {
          name: live.get(seat)?.name || setup.name,
          token: live.get(seat)?.hash,
          givenUp: !live.has(seat) && rows.some((row) => row.seat === seat),
        }),
      );
      this.chat = new ChatLog(chat);
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
        if (hash !== undefined && this.claims.pending(hash, client))
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
    this.bots.think();
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

  leaseHolder(): string {
    return leaseHolder(this.roomId);
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
  lost(why: string): void {
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
      if (join.as === "token") return { ...this.claims.byToken(join.token), address };
      if (join.as === "spectator") {
        if (this.spectators >= LIMITS.spectators)
          throw new JoinRefusal("MatchFull", "every spectator's place is taken");
        return { seat: null, address };
      }
      // A join whose socket is already gone claims nothing.
      if (client.state === ClientState.LEAVING)
        throw new JoinRefusal("BadJoin", "the connection closed while joining");
      // Until the client has the token the claim is provisional, held here
      // only (this room alone gives this match's seats, under its lease): a
      // close undoes it, and it is stored once delivered (confirmClaim).
      const { seat, token, hash } = this.claims.claim(join, this.seats, client);
      client.ref.once("close", () => void this.serial(() => this.undoClaim(hash, client)));
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
    const claim = this.claims.delivered(hash, client);
    if (!claim) return;
    void this.serial(async () => {
      const { issued, name } = claim;
      if (
        !(await shared().store.issueToken(this.match.id, issued.seat, hash, name, issued.revoked))
      ) {
        this.lost(`seat ${issued.seat} was given by another process`);
      } else announceLobby();
    }).catch((error: unknown) =>
      shared().log(`match ${this.match.id}: a seat claim could not be stored: ${messageOf(error)}`),
    );
  }

  /** The socket of a claim closed before its token arrived: the seat opens again, as if nobody had asked. */
  private undoClaim(hash: string, client: Client): void {
    const setupName = (seat: number) => this.match.record.seats[seat]?.name ?? "";
    if (this.claims.undo(hash, client, this.seats, setupName)) {
      this.broadcastSeats();
      this.checkAbsences();
    }
  }

  /** Once a claim's welcome is on its way: its delivery makes the claim final. */
  private awaitDelivery(client: Client, hash: string): void {
    whenDelivered(client, () => this.confirmClaim(hash, client));
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
    if (this.chat.lines.length > 0) client.send("chat", { lines: this.chat.lines });
    // The newcomer has the seats in its welcome.
    this.broadcastSeats(client);
    this.bots.think();
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
      this.bots.think();
    } catch {
      // Gone past the reconnection window (or the seat was given up): the seat token still rejoins while it holds the seat.
    } finally {
      at.held.delete(held);
    }
  }

  /** Whether a seated connection's token still holds its seat (delivered, not given up, not replaced). */
  private holds(visitor: Visitor): boolean {
    if (visitor.seat === null || visitor.gaveUp || visitor.hash === undefined) return false;
    return this.seats[visitor.seat]?.token === visitor.hash && !this.claims.pending(visitor.hash);
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
    if (at && arrive(at, client))
      shared().log(`match ${this.match.id}: seat ${seat}'s player is back; the bot stops`);
  }

  private depart(seat: number, client: Client): void {
    const at = this.seats[seat];
    if (!at) return;
    depart(at, client, performance.now());
    this.broadcastSeats();
  }

  /** A held seat whose player is gone past the match's timeout is played by a bot. */
  private checkAbsences(): void {
    const after = this.match.record.absentAfter;
    if (after === 0 || this.match.over) return;
    if (coverAbsent(this.seats, after, performance.now())) {
      this.broadcastSeats();
      this.bots.think();
    }
  }

  private seatInfo(): SeatInfo[] {
    return seatInfo(this.seats);
  }

  /** Tells every connection (but `except`) who is at which seat; the clocks follow who plays. */
  private broadcastSeats(except?: Client): void {
    if (this.disposed) return;
    this.broadcast("seats", { seats: this.seatInfo() }, except ? { except } : undefined);
    this.runClocks();
  }

  // ---- views ----

  sendView(client: Client): void {
    const visitor = client.userData as Visitor;
    const message = this.match.message(visitor.seat ?? undefined, visitor.seen);
    visitor.seen = message.from + message.events.length;
    client.send("view", message);
  }

  // ---- messages ----

  private receive(client: Client, buffer: Buffer): void {
    const visitor = client.userData as Visitor | undefined;
    if (!visitor) return;
    const own =
      visitor.seat === null ? visitor.limit : (this.seats[visitor.seat]?.limit ?? visitor.limit);
    const { rate, addresses } = shared();
    const admitted = admit(visitor, own, addresses.of(visitor.address), {
      ...rate,
      addressPerSecond: addresses.perSecond,
      addressBurst: addresses.burst,
    });
    if (!admitted.read) {
      if (admitted.tell) this.tell(client, "RateLimited", admitted.tell);
      return;
    }
    const message = decodeRoomMessage(buffer);
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
          ? () => this.takeBack(seat, message.body.turn)
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

  /** Plays an action (play.ts), then the clocks and the bots follow the new position. */
  private async play(
    seat: number,
    action: Record<string, unknown>,
    turn: number,
    byBot: boolean,
  ): Promise<void> {
    await play(this, seat, action, turn, byBot);
    this.moved(seat);
  }

  /** Takes back `seat`'s last decision (undo.ts), then the clocks and the bots follow. */
  private async takeBack(seat: number, turn: number): Promise<void> {
    await undo(this, seat, turn);
    this.moved(seat);
  }

  /** The match is in a new position after `seat`'s decision (played or taken back). */
  private moved(seat: number): void {
    this.bots.moved();
    this.runClocks(seat);
    this.bots.think();
  }

  // ---- chat and review ----

  /** A chat line from `client` (a seat's player, or a spectator where the host allows): stored, then sent to everyone. */
  private async say(client: Client, seat: number | null, text: string): Promise<void> {
    const visitor = client.userData as Visitor;
    // A seat's connections share the seat's chat rate; a spectator has its own.
    const limit =
      seat === null ? visitor.chatLimit : (this.seats[seat]?.chatLimit ?? visitor.chatLimit);
    const name = seat === null ? "Spectator" : (this.seatInfo()[seat]?.name ?? `Seat ${seat + 1}`);
    const line = this.chat.line(seat, name, text, limit, this.match.record.spectatorsChat);
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
    this.chat.keep(line);
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
    stopClocks(this.seats, now);
    const actor = acted === undefined ? undefined : this.seats[acted];
    // The move a bot played for it is made: the seat is its player's again, and everyone is told so now.
    if (actor && decided(actor, clock)) this.broadcast("seats", { seats: this.seatInfo() });
    const first =
      this.match.over || !this.someoneAt()
        ? undefined
        : startClocks(this.seats, this.match.toAct, now);
    clearTimeout(this.clockTimer);
    this.clockTimer = undefined;
    if (first !== undefined) {
      this.clockTimer = setTimeout(() => this.outOfTime(), first);
      this.clockTimer.unref();
    }
    this.broadcast("clocks", { clocks: clockStates(this.seats) });
  }

  /** A running clock ran out: a bot plays that seat (see `botPlays`). */
  private outOfTime(): void {
    this.clockTimer = undefined;
    if (this.disposed) return;
    const out = runOut(this.seats, performance.now());
    for (const seat of out)
      shared().log(`match ${this.match.id}: seat ${seat} ran out of time; a bot plays`);
    if (out.length > 0) this.broadcastSeats();
    else this.runClocks();
    this.bots.think();
  }

  /** The seat's player leaves for good: its token goes stale and its invite link opens the seat again. */
  private async giveUp(seat: number): Promise<void> {
    const at = this.seats[seat];
    if (!at || at.token === undefined) return;
    await shared().store.revokeToken(this.match.id, seat);
    announceLobby();
    this.claims.revoke(at.token);
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

  private someoneAt(): boolean {
    return someoneAt(this.seats, this.clients.length);
  }
}
