// Match records: the game, its options (the seed included), the seats and
// every accepted action in order. A match is its record: any process
// rebuilds it by replaying the actions. Also the seat tokens (by hash) and
// which process hosts a match now (a lease it renews).
import type { Action, GameId, Outcome } from "./engine.js";
import type { Sql } from "./db.js";
import type { ChatLine, Clock, LobbyTable, SeatSetup, TableSetup } from "./protocol.js";

/** The schema, one step per entry; applied in order, each once. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE matches (
     id text PRIMARY KEY,
     game text NOT NULL,
     options jsonb NOT NULL,
     seats jsonb NOT NULL,
     absent_after integer NOT NULL,
     bot_pace integer NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     ended_at timestamptz,
     outcome jsonb,
     host text,
     lease_until timestamptz
   );
   CREATE TABLE actions (
     match_id text NOT NULL REFERENCES matches (id),
     n integer NOT NULL,
     seat integer NOT NULL,
     by_bot boolean NOT NULL,
     action jsonb NOT NULL,
     played_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (match_id, n)
   );
   CREATE TABLE seat_tokens (
     token_hash text PRIMARY KEY,
     match_id text NOT NULL REFERENCES matches (id),
     seat integer NOT NULL,
     name text NOT NULL,
     issued_at timestamptz NOT NULL DEFAULT now(),
     revoked_at timestamptz
   );
   CREATE UNIQUE INDEX seat_tokens_one_live ON seat_tokens (match_id, seat) WHERE revoked_at IS NULL;`,
  // A claim is final only once its client has the token: until then the
  // row holds the seat but is dropped if the claim is undone (or if the
  // process died before the token arrived). Tokens issued before: final.
  // (Claims are now stored only once delivered, so rows not delivered come
  // from servers before that; they are dropped as before.)
  `ALTER TABLE seat_tokens ADD COLUMN delivered boolean NOT NULL DEFAULT true;
   ALTER TABLE seat_tokens ALTER COLUMN delivered SET DEFAULT false;`,
  // The lobby: a public table is listed while it waits for players; every
  // table set up before is private (invite only), as it was. The listing
  // reads the public tables not ended, newest first.
  `ALTER TABLE matches ADD COLUMN public boolean NOT NULL DEFAULT false;
   CREATE INDEX matches_lobby ON matches (created_at DESC) WHERE public AND ended_at IS NULL;`,
  // The table's settings beyond the game (the clock, whether spectators
  // chat), and the chat itself, kept with the match.
  `ALTER TABLE matches ADD COLUMN settings jsonb NOT NULL DEFAULT '{}';
   CREATE TABLE chat_lines (
     match_id text NOT NULL REFERENCES matches (id),
     n integer NOT NULL,
     seat integer,
     name text NOT NULL,
     text text NOT NULL,
     sent_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (match_id, n)
   );`,
];

/** What the lobby lists: at most `tables` tables, set up within `hours` hours (see `Store.lobby`). */
export const LOBBY = { tables: 50, hours: 3 } as const;

/** How many of a match's latest chat lines a room keeps and sends to whoever joins. */
export const CHAT_KEPT = 100;

/** How long a lease lasts unless renewed, and how often the host renews it. */
export const LEASE_SECONDS = 15;
export const LEASE_RENEW_MS = 5000;

export interface MatchRecord {
  id: string;
  game: GameId;
  /** The options the match was set up with, the seed included. */
  options: Record<string, unknown> & { seats: number; seed: number };
  seats: SeatSetup[];
  absentAfter: number;
  botPace: number;
  clock: Clock | null;
  spectatorsChat: boolean;
  /** Every accepted action, in order. */
  actions: Action[];
  /** Whether each action was a bot's (a bot's seat, or a human seat a bot covered). */
  byBot: boolean[];
  ended: boolean;
}

export interface TokenRow {
  hash: string;
  seat: number;
  /** The name its player gave ("" for none). */
  name: string;
  revoked: boolean;
}

/** The append of action `n` lost: another process stored one first. */
export class RecordConflict extends Error {
  override readonly name = "RecordConflict";
}

/** An action waiting for its batch: its row, and who awaits it. */
interface PendingAction {
  id: string;
  n: number;
  seat: number;
  byBot: boolean;
  /** The action as JSON text. */
  action: string;
  /** The outcome as JSON text, when the action ended the match. */
  outcome: string | undefined;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A new match waiting for its batch: its row, and who awaits it. */
interface PendingMatch {
  id: string;
  game: string;
  options: Record<string, unknown>;
  seats: SeatSetup[];
  absentAfter: number;
  botPace: number;
  settings: Settings;
  public: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The `settings` column: what a table's setup says beyond the game, the seats and the pace. */
interface Settings {
  clock?: Clock | null;
  spectatorsChat?: boolean;
}

/** A seat token waiting for its batch: its row, and who awaits it (told whether it was stored). */
interface PendingToken {
  id: string;
  seat: number;
  hash: string;
  name: string;
  revoked: boolean;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

/** What one statement stores. */
interface Batch {
  actions: PendingAction[];
  tokens: PendingToken[];
  matches: PendingMatch[];
}

/** The most actions (and the most seat tokens, and new matches) one statement stores (a bound on a parameter's size). */
const MAX_BATCH = 2000;

/**
 * The statement storing a batch, the same text for every batch (so
 * Postgres parses and plans it once a connection, as a named statement):
 * the actions come as one JSON array parameter, the seat tokens as
 * another, new matches as a third. The actions whose `(match_id, n)` is free are inserted and
 * returned; then each match one of them ended is marked ended, with its
 * outcome, only if its final action was stored. The tokens whose seat has
 * no live token yet are inserted and returned, and so are the new matches
 * whose id is free (a match is never ended in the batch that creates it,
 * so no row is changed twice). (A data-modifying WITH runs
 * to completion whether or not it is read.)
 */
const APPEND = {
  name: "ruleshelf-append-batch",
  text: `WITH batch AS (
      SELECT * FROM json_to_recordset($1::json) AS r (id text, n integer, seat integer, by_bot boolean, action jsonb, outcome jsonb)
    ),
    stored AS (
      INSERT INTO actions (match_id, n, seat, by_bot, action) SELECT id, n, seat, by_bot, action FROM batch
      ON CONFLICT (match_id, n) DO NOTHING RETURNING match_id, n
    ),
    ended AS (
      UPDATE matches SET ended_at = now(), outcome = b.outcome FROM batch b
      WHERE b.outcome IS NOT NULL AND matches.id = b.id AND EXISTS (SELECT 1 FROM stored WHERE stored.match_id = b.id AND stored.n = b.n)
    ),
    created AS (
      INSERT INTO matches (id, game, options, seats, absent_after, bot_pace, settings, public)
      SELECT m.id, m.game, m.options, m.seats, m.absent_after, m.bot_pace, m.settings, m.public
      FROM json_to_recordset($3::json) AS m (id text, game text, options jsonb, seats jsonb, absent_after integer, bot_pace integer, settings jsonb, public boolean)
      ON CONFLICT (id) DO NOTHING RETURNING id
    ),
    issued AS (
      INSERT INTO seat_tokens (token_hash, match_id, seat, name, delivered, revoked_at)
      SELECT t.hash, t.id, t.seat, t.name, true, CASE WHEN t.revoked THEN now() END
      FROM json_to_recordset($2::json) AS t (hash text, id text, seat integer, name text, revoked boolean)
      ON CONFLICT DO NOTHING RETURNING token_hash
    )
    SELECT match_id, n, NULL AS token_hash FROM stored
    UNION ALL SELECT NULL, NULL, token_hash FROM issued
    UNION ALL SELECT id, NULL, NULL FROM created`,
};

/** A batch's actions as the JSON array `APPEND` reads, put together from each action's JSON text. */
function actionsJson(batch: readonly PendingAction[]): string {
  const rows = batch.map(
    (p) =>
      `{"id":${JSON.stringify(p.id)},"n":${p.n},"seat":${p.seat},"by_bot":${p.byBot},"action":${p.action}${p.outcome === undefined ? "" : `,"outcome":${p.outcome}`}}`,
  );
  return `[${rows.join(",")}]`;
}

function matchesJson(batch: readonly PendingMatch[]): string {
  return JSON.stringify(
    batch.map(({ id, game, options, seats, absentAfter, botPace, settings, public: listed }) => ({
      id,
      game,
      options,
      seats,
      absent_after: absentAfter,
      bot_pace: botPace,
      settings,
      public: listed,
    })),
  );
}

function tokensJson(batch: readonly PendingToken[]): string {
  return JSON.stringify(
    batch.map(({ id, seat, hash, name, revoked }) => ({ id, seat, hash, name, revoked })),
  );
}

/** A match's row of `matches`, as the rooms read it. */
interface MatchRow {
  game: GameId;
  options: MatchRecord["options"];
  seats: SeatSetup[];
  absent_after: number;
  bot_pace: number;
  settings: Settings;
}

/** A match's record from its row, its actions and whether it ended. */
function recordOf(
  id: string,
  row: MatchRow,
  actions: Action[],
  byBot: boolean[],
  ended: boolean,
): MatchRecord {
  return {
    id,
    game: row.game,
    options: row.options,
    seats: row.seats,
    absentAfter: row.absent_after,
    botPace: row.bot_pace,
    clock: row.settings.clock ?? null,
    spectatorsChat: row.settings.spectatorsChat ?? false,
    actions,
    byBot,
    ended,
  };
}

export class Store {
  constructor(private readonly sql: Sql) {}

  get describe(): string {
    return this.sql.describe;
  }

  /** Applies the migrations not applied yet, holding a lock so two processes never race. */
  async migrate(): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(7274110)");
      await tx.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      const { rows } = await tx.query<{ version: number }>("SELECT version FROM schema_migrations");
      const applied = new Set(rows.map((row) => row.version));
      for (const [index, migration] of MIGRATIONS.entries()) {
        const version = index + 1;
        if (applied.has(version)) continue;
        for (const statement of migration.split(/;\s*(?:\n|$)/).filter((s) => s.trim() !== ""))
          await tx.query(statement);
        await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
      }
    });
  }

  /** Stores a new match (with the next batch, see `appendAction`); throws when its id is taken. */
  createMatch(id: string, setup: TableSetup, seed: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const options = { ...setup.options, seed };
      this.gathering.matches.push({
        id,
        game: setup.game,
        options,
        seats: setup.seats,
        absentAfter: setup.absentAfter,
        botPace: setup.botPace,
        settings: { clock: setup.clock, spectatorsChat: setup.spectatorsChat },
        public: setup.public === true,
        resolve,
        reject,
      });
      this.gathered();
    });
  }

  async loadMatch(id: string): Promise<MatchRecord | undefined> {
    const { rows } = await this.sql.query<MatchRow & { ended_at: unknown }>(
      "SELECT game, options, seats, absent_after, bot_pace, settings, ended_at FROM matches WHERE id = $1",
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const actions = await this.sql.query<{ action: Action; by_bot: boolean }>(
      "SELECT action, by_bot FROM actions WHERE match_id = $1 ORDER BY n",
      [id],
    );
    return recordOf(
      id,
      row,
      actions.rows.map((r) => r.action),
      actions.rows.map((r) => r.by_bot),
      row.ended_at !== null,
    );
  }

  /**
   * Opens a match for `host` in one statement: its record, and its lease
   * taken as `takeLease` takes it (free, expired or already `host`'s). When
   * the lease was taken, the claims whose token never reached its client
   * are dropped and `tokens` lists the rest, as `tokens()` does; when it
   * was not, `holder` names who keeps it and `tokens` is empty (call
   * `takeLease` and `tokens` once the holder is known to be gone).
   * Undefined when there is no such match.
   */
  async openMatch(
    id: string,
    host: string,
  ): Promise<
    | {
        record: MatchRecord;
        lease: { taken: true } | { taken: false; holder: string };
        tokens: TokenRow[];
        chat: ChatLine[];
      }
    | undefined
  > {
    const { rows } = await this.sql.query<
      MatchRow & {
        ended: boolean;
        holder: string | null;
        taken: boolean;
        actions: Action[];
        by_bot: boolean[];
        tokens: TokenRow[];
        chat: ChatLine[];
      }
    >(
      // One snapshot: the lease's UPDATE and the undelivered claims' DELETE
      // are not seen by the SELECTs, so the tokens read skip them by hand.
      `WITH lease AS (
         UPDATE matches SET host = $2, lease_until = now() + make_interval(secs => $3)
         WHERE id = $1 AND (host IS NULL OR host = $2 OR lease_until < now()) RETURNING id
       ),
       dropped AS (
         DELETE FROM seat_tokens WHERE match_id = $1 AND NOT delivered AND EXISTS (SELECT 1 FROM lease)
       )
       SELECT m.game, m.options, m.seats, m.absent_after, m.bot_pace, m.settings, m.ended_at IS NOT NULL AS ended, m.host AS holder,
         EXISTS (SELECT 1 FROM lease) AS taken,
         COALESCE((SELECT json_agg(a.action ORDER BY a.n) FROM actions a WHERE a.match_id = $1), '[]') AS actions,
         COALESCE((SELECT json_agg(a.by_bot ORDER BY a.n) FROM actions a WHERE a.match_id = $1), '[]') AS by_bot,
         CASE WHEN EXISTS (SELECT 1 FROM lease) THEN COALESCE((
           SELECT json_agg(json_build_object('hash', t.token_hash, 'seat', t.seat, 'name', t.name, 'revoked', t.revoked_at IS NOT NULL))
           FROM seat_tokens t WHERE t.match_id = $1 AND t.delivered), '[]') ELSE '[]' END AS tokens,
         COALESCE((SELECT json_agg(c ORDER BY c.n) FROM (
           SELECT l.n, l.seat, l.name, l.text, to_char(l.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
           FROM chat_lines l WHERE l.match_id = $1 ORDER BY l.n DESC LIMIT $4) c), '[]') AS chat
       FROM matches m WHERE m.id = $1`,
      [id, host, LEASE_SECONDS, CHAT_KEPT],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      record: recordOf(id, row, row.actions, row.by_bot, row.ended),
      lease: row.taken ? { taken: true } : { taken: false, holder: row.holder ?? "" },
      tokens: row.tokens,
      chat: row.chat,
    };
  }

  /** Stores chat line `line.n` of a match; throws `RecordConflict` when that number is taken (another room hosts the match). */
  async appendChat(id: string, line: ChatLine): Promise<void> {
    const { rows } = await this.sql.query(
      "INSERT INTO chat_lines (match_id, n, seat, name, text, sent_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING n",
      [id, line.n, line.seat, line.name, line.text, line.at],
    );
    if (rows.length === 0)
      throw new RecordConflict(`chat line ${line.n} of match ${id} is already stored`);
  }

  /**
   * Takes back a match's actions from number `from` on (an undo), only while
   * `host` holds its lease. Resolves to whether they were deleted.
   */
  async takeBack(id: string, from: number, host: string): Promise<boolean> {
    const { rows } = await this.sql.query(
      `WITH held AS (SELECT id FROM matches WHERE id = $1 AND host = $3 AND ended_at IS NULL)
       DELETE FROM actions WHERE match_id = $1 AND n >= $2 AND EXISTS (SELECT 1 FROM held) RETURNING n`,
      [id, from, host],
    );
    return rows.length > 0;
  }

  /**
   * Stores action number `n` (0-based) of a match, and its outcome when it
   * ended the match. Resolves once the action is durable; throws
   * `RecordConflict` when an action `n` is already stored (another room
   * hosts the match), or the database's error when its batch failed.
   *
   * Group commit: every action appended in one turn of the event loop, by
   * any room, is stored by one statement (one INSERT of many rows, the
   * outcomes in the same statement), so a row costs a fraction of a
   * statement. While a batch is being stored the next one gathers; it goes
   * as soon as the first is done. Seat tokens (`issueToken`) and new
   * matches (`createMatch`) go in the same statement. A batch is all or nothing, except that an action whose `n`
   * is taken, or a token whose seat has a live one, is left out (its room
   * alone hears of it).
   */
  appendAction(
    id: string,
    n: number,
    seat: number,
    byBot: boolean,
    action: Action,
    outcome: Outcome | undefined,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      this.gathering.actions.push({
        id,
        n,
        seat,
        byBot,
        action: JSON.stringify(action),
        outcome: outcome === undefined ? undefined : JSON.stringify(outcome),
        resolve,
        reject,
      });
      this.gathered();
    });
  }

  /**
   * Records a seat token its client has received (a claim is stored only
   * then; see room.ts), given up already when `revoked`. Resolves to false
   * when the seat already has a live token (or the token is stored
   * already). It goes with the next batch of actions (see `appendAction`).
   */
  issueToken(
    id: string,
    seat: number,
    hash: string,
    name: string,
    revoked = false,
  ): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.gathering.tokens.push({ id, seat, hash, name, revoked, resolve, reject });
      this.gathered();
    });
  }

  /** What was appended since the last batch left, waiting for the next. */
  private gathering: Batch = { actions: [], tokens: [], matches: [] };
  /** Whether a batch is being stored (the next one waits for it). */
  private storing = false;

  /** A row joined the gathering: the first of a batch schedules its flush, at the end of this event-loop turn. */
  private gathered(): void {
    const { actions, tokens, matches } = this.gathering;
    if (actions.length + tokens.length + matches.length === 1 && !this.storing)
      setImmediate(() => this.flush());
  }

  /** Stores the gathered rows as one batch, then the next batch if more came meanwhile. */
  private flush(): void {
    const { actions, tokens, matches } = this.gathering;
    if (this.storing || actions.length + tokens.length + matches.length === 0) return;
    const batch = {
      actions: actions.splice(0, MAX_BATCH),
      tokens: tokens.splice(0, MAX_BATCH),
      matches: matches.splice(0, MAX_BATCH),
    };
    this.storing = true;
    void this.storeBatch(batch).finally(() => {
      this.storing = false;
      // What gathered meanwhile goes at once: it has waited a batch already.
      this.flush();
    });
  }

  private async storeBatch(batch: Batch): Promise<void> {
    const stored = new Set<string>();
    const issued = new Set<string>();
    const created = new Set<string>();
    try {
      const { rows } = await this.sql.query<{
        match_id: string | null;
        n: number | null;
        token_hash: string | null;
      }>(
        APPEND.text,
        [actionsJson(batch.actions), tokensJson(batch.tokens), matchesJson(batch.matches)],
        APPEND.name,
      );
      for (const row of rows) {
        if (row.token_hash !== null) issued.add(row.token_hash);
        else if (row.n === null) created.add(row.match_id ?? "");
        else stored.add(`${row.n} ${row.match_id}`);
      }
    } catch (error) {
      for (const pending of [...batch.actions, ...batch.tokens, ...batch.matches])
        pending.reject(error);
      return;
    }
    for (const pending of batch.matches) {
      if (created.delete(pending.id)) pending.resolve();
      else pending.reject(new Error(`a match ${pending.id} exists already`));
    }
    for (const pending of batch.actions) {
      // (Two of one key in a batch: the first stored it.)
      if (stored.delete(`${pending.n} ${pending.id}`)) pending.resolve();
      else
        pending.reject(
          new RecordConflict(`action ${pending.n} of match ${pending.id} is already stored`),
        );
    }
    for (const pending of batch.tokens) pending.resolve(issued.delete(pending.hash));
  }

  /**
   * The seat tokens of a match, for the room that hosts it now. Claims whose
   * token never reached its client (their room died first) are dropped: the
   * seat is open again.
   */
  async tokens(id: string): Promise<TokenRow[]> {
    await this.sql.query("DELETE FROM seat_tokens WHERE match_id = $1 AND NOT delivered", [id]);
    const { rows } = await this.sql.query<{
      token_hash: string;
      seat: number;
      name: string;
      revoked_at: unknown;
    }>("SELECT token_hash, seat, name, revoked_at FROM seat_tokens WHERE match_id = $1", [id]);
    return rows.map((row) => ({
      hash: row.token_hash,
      seat: row.seat,
      name: row.name,
      revoked: row.revoked_at !== null,
    }));
  }

  /**
   * The lobby's list: the public tables waiting for players, newest first,
   * at most `LOBBY.tables`. A table is listed while it has not ended, at
   * least one of its human seats has no live seat token (a claim counts
   * once final: claims are stored only then), and it was set up within the
   * last `LOBBY.hours` hours (a table nobody joined by then is not offered
   * any more). Its creator's seat, when the setup named one, is held by a
   * token from the start (see `POST /api/tables`), so it is never offered.
   * One statement; the seed is never read out.
   */
  async lobby(): Promise<LobbyTable[]> {
    const { rows } = await this.sql.query<{
      id: string;
      game: string;
      options: Record<string, unknown>;
      seats: SeatSetup[];
      created_at: Date | string;
      waited: number;
      taken: { seat: number; name: string }[];
    }>(
      `SELECT m.id, m.game, m.options - 'seed' AS options, m.seats, m.created_at,
         EXTRACT(EPOCH FROM now() - m.created_at)::float8 AS waited,
         COALESCE(json_agg(json_build_object('seat', t.seat, 'name', t.name)) FILTER (WHERE t.seat IS NOT NULL), '[]') AS taken
       FROM matches m LEFT JOIN seat_tokens t ON t.match_id = m.id AND t.revoked_at IS NULL
       WHERE m.public AND m.ended_at IS NULL AND m.created_at > now() - make_interval(hours => $1)
       GROUP BY m.id
       HAVING count(t.seat) < (SELECT count(*) FROM jsonb_array_elements(m.seats) s WHERE s->>'kind' = 'human')
       ORDER BY m.created_at DESC
       LIMIT $2`,
      [LOBBY.hours, LOBBY.tables],
    );
    return rows.map((row) => {
      const taken = new Map(row.taken.map((token) => [token.seat, token.name]));
      return {
        matchId: row.id,
        game: row.game,
        options: row.options,
        seats: row.seats.map((setup, seat) => ({
          seat,
          kind: setup.kind,
          name: taken.get(seat) || setup.name,
          open: setup.kind === "human" && !taken.has(seat),
        })),
        createdAt: new Date(row.created_at).toISOString(),
        waited: Math.max(0, Math.floor(row.waited)),
      };
    });
  }

  /** Gives a seat up: its live token becomes stale. */
  async revokeToken(id: string, seat: number): Promise<void> {
    await this.sql.query(
      "UPDATE seat_tokens SET revoked_at = now() WHERE match_id = $1 AND seat = $2 AND revoked_at IS NULL",
      [id, seat],
    );
  }

  /**
   * Takes the match's lease for `host` (a process and room): free, expired,
   * already ours, or held by `deadHolder` (known to be gone). Returns the
   * holder that keeps it otherwise.
   */
  async takeLease(
    id: string,
    host: string,
    deadHolder?: string,
  ): Promise<{ taken: true } | { taken: false; holder: string }> {
    const { rows } = await this.sql.query<{ id: string }>(
      `UPDATE matches SET host = $2, lease_until = now() + make_interval(secs => $3)
       WHERE id = $1 AND (host IS NULL OR host = $2 OR lease_until < now() OR host = $4) RETURNING id`,
      [id, host, LEASE_SECONDS, deadHolder ?? null],
    );
    if (rows.length > 0) return { taken: true };
    const held = await this.sql.query<{ host: string }>("SELECT host FROM matches WHERE id = $1", [
      id,
    ]);
    return { taken: false, holder: held.rows[0]?.host ?? "" };
  }

  /** Renews the lease; false when this process no longer holds it. */
  async renewLease(id: string, host: string): Promise<boolean> {
    const { rows } = await this.sql.query<{ id: string }>(
      "UPDATE matches SET lease_until = now() + make_interval(secs => $3) WHERE id = $1 AND host = $2 RETURNING id",
      [id, host, LEASE_SECONDS],
    );
    return rows.length > 0;
  }

  async releaseLease(id: string, host: string): Promise<void> {
    await this.sql.query(
      "UPDATE matches SET host = NULL, lease_until = NULL WHERE id = $1 AND host = $2",
      [id, host],
    );
  }

  close(): Promise<void> {
    return this.sql.close();
  }
}
