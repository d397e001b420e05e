// Match records: the game, its options (the seed included), the seats and
// every accepted action in order. A match is its record: any process
// rebuilds it by replaying the actions. Also the seat tokens (by hash) and
// which process hosts a match now (a lease it renews).
import type { Action, GameId, Outcome } from "./engine.js";
import type { Sql } from "./db.js";
import type { SeatSetup, TableSetup } from "./protocol.js";

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
  `ALTER TABLE seat_tokens ADD COLUMN delivered boolean NOT NULL DEFAULT true;
   ALTER TABLE seat_tokens ALTER COLUMN delivered SET DEFAULT false;`,
];

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
  /** Every accepted action, in order. */
  actions: Action[];
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

const UNIQUE_VIOLATION = "23505";
function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
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
      await tx.query("CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
      const { rows } = await tx.query<{ version: number }>("SELECT version FROM schema_migrations");
      const applied = new Set(rows.map((row) => row.version));
      for (const [index, migration] of MIGRATIONS.entries()) {
        const version = index + 1;
        if (applied.has(version)) continue;
        for (const statement of migration.split(/;\s*(?:\n|$)/).filter((s) => s.trim() !== "")) await tx.query(statement);
        await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
      }
    });
  }

  async createMatch(id: string, setup: TableSetup, seed: number): Promise<void> {
    await this.sql.query(
      "INSERT INTO matches (id, game, options, seats, absent_after, bot_pace) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6)",
      [id, setup.game, JSON.stringify({ ...setup.options, seed }), JSON.stringify(setup.seats), setup.absentAfter, setup.botPace],
    );
  }

  async loadMatch(id: string): Promise<MatchRecord | undefined> {
    const { rows } = await this.sql.query<{
      game: GameId;
      options: MatchRecord["options"];
      seats: SeatSetup[];
      absent_after: number;
      bot_pace: number;
      ended_at: unknown;
    }>("SELECT game, options, seats, absent_after, bot_pace, ended_at FROM matches WHERE id = $1", [id]);
    const row = rows[0];
    if (!row) return undefined;
    const actions = await this.sql.query<{ action: Action }>("SELECT action FROM actions WHERE match_id = $1 ORDER BY n", [id]);
    return {
      id,
      game: row.game,
      options: row.options,
      seats: row.seats,
      absentAfter: row.absent_after,
      botPace: row.bot_pace,
      actions: actions.rows.map((r) => r.action),
      ended: row.ended_at !== null,
    };
  }

  /**
   * Stores action number `n` (0-based) of a match, and its outcome when it
   * ended the match (in the same statement). Throws `RecordConflict` when
   * an action `n` is already stored (another room hosts the match).
   */
  async appendAction(id: string, n: number, seat: number, byBot: boolean, action: Action, outcome: Outcome | undefined): Promise<void> {
    const insert = "INSERT INTO actions (match_id, n, seat, by_bot, action) VALUES ($1, $2, $3, $4, $5::jsonb)";
    const params = [id, n, seat, byBot, JSON.stringify(action)];
    try {
      if (outcome === undefined) await this.sql.query(insert, params);
      else {
        await this.sql.query(
          `WITH stored AS (${insert} RETURNING n) UPDATE matches SET ended_at = now(), outcome = $6::jsonb WHERE id = $1 AND EXISTS (SELECT 1 FROM stored)`,
          [...params, JSON.stringify(outcome)],
        );
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new RecordConflict(`action ${n} of match ${id} is already stored`);
      throw error;
    }
  }

  /**
   * The seat tokens of a match, for the room that hosts it now. Claims whose
   * token never reached its client (their room died first) are dropped: the
   * seat is open again.
   */
  async tokens(id: string): Promise<TokenRow[]> {
    await this.sql.query("DELETE FROM seat_tokens WHERE match_id = $1 AND NOT delivered", [id]);
    const { rows } = await this.sql.query<{ token_hash: string; seat: number; name: string; revoked_at: unknown }>(
      "SELECT token_hash, seat, name, revoked_at FROM seat_tokens WHERE match_id = $1",
      [id],
    );
    return rows.map((row) => ({ hash: row.token_hash, seat: row.seat, name: row.name, revoked: row.revoked_at !== null }));
  }

  /** Records the live token of a seat, not delivered yet (see `confirmToken`); false when the seat already has one. */
  async issueToken(id: string, seat: number, hash: string, name: string): Promise<boolean> {
    try {
      await this.sql.query("INSERT INTO seat_tokens (token_hash, match_id, seat, name) VALUES ($1, $2, $3, $4)", [hash, id, seat, name]);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** The token reached its client: the claim is final. */
  async confirmToken(id: string, hash: string): Promise<void> {
    await this.sql.query("UPDATE seat_tokens SET delivered = true WHERE match_id = $1 AND token_hash = $2", [id, hash]);
  }

  /** Undoes a claim whose token never reached its client. */
  async dropToken(id: string, hash: string): Promise<void> {
    await this.sql.query("DELETE FROM seat_tokens WHERE match_id = $1 AND token_hash = $2 AND NOT delivered", [id, hash]);
  }

  /** Gives a seat up: its live token becomes stale. */
  async revokeToken(id: string, seat: number): Promise<void> {
    await this.sql.query("UPDATE seat_tokens SET revoked_at = now() WHERE match_id = $1 AND seat = $2 AND revoked_at IS NULL", [id, seat]);
  }

  /**
   * Takes the match's lease for `host` (a process and room): free, expired,
   * already ours, or held by `deadHolder` (known to be gone). Returns the
   * holder that keeps it otherwise.
   */
  async takeLease(id: string, host: string, deadHolder?: string): Promise<{ taken: true } | { taken: false; holder: string }> {
    const { rows } = await this.sql.query<{ id: string }>(
      `UPDATE matches SET host = $2, lease_until = now() + make_interval(secs => $3)
       WHERE id = $1 AND (host IS NULL OR host = $2 OR lease_until < now() OR host = $4) RETURNING id`,
      [id, host, LEASE_SECONDS, deadHolder ?? null],
    );
    if (rows.length > 0) return { taken: true };
    const held = await this.sql.query<{ host: string }>("SELECT host FROM matches WHERE id = $1", [id]);
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
    await this.sql.query("UPDATE matches SET host = NULL, lease_until = NULL WHERE id = $1 AND host = $2", [id, host]);
  }

  close(): Promise<void> {
    return this.sql.close();
  }
}
