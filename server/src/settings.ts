// The server's settings, each a command-line option and an environment
// variable (the option wins): `ruleshelf-server --help` lists them.
import { resolve } from "node:path";
import { LIMITS } from "./protocol.js";
import type { ServerConfig } from "./server.js";

/** A setting that could not be read: its name and what it must be. */
export class SettingError extends Error {
  override readonly name = "SettingError";
  readonly code = "BadSetting";
}

interface Setting {
  /** The command-line option, without its `--`. */
  option: string;
  env: string;
  /** What it is, and its default, for --help. */
  help: string;
  /** Whether it takes no value (`--trust-proxy`). */
  flag?: boolean;
}

export const SETTINGS: readonly Setting[] = [
  { option: "port", env: "PORT", help: "where it listens (default 2567)" },
  {
    option: "host",
    env: "HOST",
    help: "the interface it listens on (default 127.0.0.1; 0.0.0.0 behind a load balancer)",
  },
  {
    option: "database-url",
    env: "DATABASE_URL",
    help: "a Postgres to keep the matches in (postgres://…); without it, PGlite in the data folder",
  },
  {
    option: "data-dir",
    env: "DATA_DIR",
    help: "PGlite's data folder (default ./ruleshelf-data of the current folder); one process only",
  },
  {
    option: "redis-url",
    env: "REDIS_URL",
    help: "a Redis the processes share (redis://…), to run several behind a load balancer",
  },
  {
    option: "public-address",
    env: "PUBLIC_ADDRESS",
    help: "host:port at which clients reach this very process (needed with several)",
  },
  {
    option: "bot-workers",
    env: "BOT_WORKERS",
    help: "bot worker threads (default: cores - 1, at least 1)",
  },
  {
    option: "client-rate",
    env: "CLIENT_RATE",
    help: `room messages a seat may send a second (default ${LIMITS.perSecond}; bursts of twice as many; an address three times that)`,
  },
  {
    option: "table-rate",
    env: "TABLE_RATE",
    help: "tables one address may create a minute (default 30)",
  },
  {
    option: "join-rate",
    env: "JOIN_RATE",
    help: `joins one address may make a second (default ${LIMITS.joinsPerSecond}; bursts of four times as many)`,
  },
  {
    option: "trust-proxy",
    env: "TRUST_PROXY",
    flag: true,
    help: "tell clients apart by X-Forwarded-For (1; only behind a balancer that sets it)",
  },
];

/** The text of `--help`. */
export function helpText(): string {
  const width = Math.max(...SETTINGS.map((s) => s.option.length + (s.flag ? 0 : 8)));
  const lines = SETTINGS.map((setting) => {
    const left = `--${setting.option}${setting.flag ? "" : " <value>"}`.padEnd(width + 2);
    return `  ${left}  ${setting.env.padEnd(15)}  ${setting.help}`;
  });
  return [
    "ruleshelf-server: the online game server of ruleshelf (every game of the package, online).",
    "",
    "Usage: ruleshelf-server [options]   (npx ruleshelf-server)",
    "",
    "Each setting is a command-line option or an environment variable (the option wins):",
    "",
    ...lines,
    "  --help, -h",
    "",
    "Create a table with POST /api/tables and give its invite links to <ruleshelf-table>:",
    "see the package's README (node_modules/ruleshelf-server/README.md).",
  ].join("\n");
}

/** Reads `argv` (without node and the script) and `env` into the options and the environment's values, by variable name. */
function collect(argv: readonly string[], env: NodeJS.ProcessEnv): Map<string, string> {
  const values = new Map<string, string>();
  for (const setting of SETTINGS) {
    const value = env[setting.env];
    if (value !== undefined && value !== "") values.set(setting.env, value);
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.startsWith("--") ? arg.slice(2).split(/=(.*)/s, 2) : [undefined];
    const setting = SETTINGS.find((s) => s.option === name);
    if (!setting) throw new SettingError(`unknown option "${arg}" (see --help)`);
    if (setting.flag) {
      values.set(setting.env, inline ?? "1");
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === "")
      throw new SettingError(`--${setting.option} needs a value (see --help)`);
    values.set(setting.env, value);
  }
  return values;
}

function whole(values: Map<string, string>, env: string): number | undefined {
  const text = values.get(env);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new SettingError(`${env} must be a whole number, not "${text}"`);
  return value;
}

/** Whether `argv` asks for the help. */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes("--help") || argv.includes("-h");
}

/** The server's configuration from the command line and the environment; `cwd` is where the data folder defaults to. */
export function readSettings(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Omit<ServerConfig, "log"> {
  const values = collect(argv, env);
  const trust = values.get("TRUST_PROXY");
  if (trust !== undefined && trust !== "0" && trust !== "1")
    throw new SettingError(`TRUST_PROXY is 1 or 0, not "${trust}"`);
  return {
    port: whole(values, "PORT") ?? 2567,
    host: values.get("HOST") ?? "127.0.0.1",
    databaseUrl: values.get("DATABASE_URL"),
    dataDir: resolve(cwd, values.get("DATA_DIR") ?? "ruleshelf-data"),
    redisUrl: values.get("REDIS_URL"),
    publicAddress: values.get("PUBLIC_ADDRESS"),
    botWorkers: whole(values, "BOT_WORKERS"),
    clientRate: whole(values, "CLIENT_RATE"),
    tableRate: whole(values, "TABLE_RATE"),
    joinRate: whole(values, "JOIN_RATE"),
    trustProxy: trust === "1",
  };
}
