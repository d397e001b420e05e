// Colyseus's matchmaking over HTTP (`POST /matchmake/<method>/<room>`, what
// @colyseus/sdk's joinOrCreate, join, joinById and reconnect ask), answered
// by this server itself: bounded and rate limited before anything reads it,
// and refused with the refusal's own code. (Colyseus 0.18's own route
// answers a code of 4000 and up with a 500, since it makes the code the
// HTTP status.) A new room is always created on the process that was asked
// (see `startServer`), so a refusal from a room's onCreate is thrown here
// with its code, never flattened by the way between processes.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createAuthContext, ErrorCode, matchMaker } from "@colyseus/core";
import { messageOf } from "./errors.js";
import { peersChecked } from "./peers.js";
import { addressOf, Buckets } from "./rateLimit.js";
import { statusOfJoinCode } from "./wire.js";

/** The headers Colyseus gives its matchmaking answers (the SDK asks with credentials, so the origin is named). */
function corsOf(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    ...matchMaker.controller.DEFAULT_CORS_HEADERS,
    "Access-Control-Allow-Origin": typeof origin === "string" && origin !== "" ? origin : "*",
  } as Record<string, string>;
}

/** Answers a matchmaking request: 200 and the seat reservation, or `{ code, error }` with the code's HTTP status. */
function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...corsOf(req),
    ...extra,
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(text)),
  });
  res.end(text);
}

/** A refusal in Colyseus's shape, `{ code, error }`, with the HTTP status the code stands for. */
export function refuseMatchmaking(
  req: IncomingMessage,
  res: ServerResponse,
  code: number,
  error: string,
): void {
  answer(req, res, statusOfJoinCode(code), { code, error });
}

export interface Matchmaking {
  /** Whether this request is for matchmaking (then `handle` answers it). */
  claims(req: IncomingMessage): boolean;
  /** Answers the preflight at once; refuses past the address's rate; else waits for the body. */
  admit(req: IncomingMessage, res: ServerResponse): boolean;
  handle(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void>;
}

/**
 * Matchmaking requests, `joinRate` a second from one address (bursts of
 * four times as many): a join costs a room work and a token.
 */
export function matchmaking(
  joinRate: number,
  trustProxy: boolean,
  clustered: boolean,
  log: (line: string) => void,
): Matchmaking {
  const joins = new Buckets(joinRate, 4 * joinRate);
  const route = new RegExp(`^/${matchMaker.controller.matchmakeRoute}/([^/?]+)/([^/?]+)`);
  return {
    claims: (req) => route.test(req.url ?? ""),
    admit(req, res) {
      if (req.method === "OPTIONS") {
        res.writeHead(204, corsOf(req));
        res.end();
        return false;
      }
      if (req.method !== "POST") {
        req.resume();
        refuseMatchmaking(req, res, 4400, "BadJoin: matchmaking takes POST requests only");
        return false;
      }
      if (!joins.of(addressOf(req.socket.remoteAddress, req.headers, trustProxy)).take()) {
        req.resume();
        refuseMatchmaking(
          req,
          res,
          4429,
          `RateLimited: at most ${joinRate} joins a second from one address (bursts of ${4 * joinRate}); wait a little`,
        );
        return false;
      }
      return true;
    },
    async handle(req, res, body) {
      const [, method = "", roomName = ""] = route.exec(req.url ?? "") ?? [];
      let options: unknown = {};
      try {
        if (body.length > 0) options = JSON.parse(body.toString("utf8"));
      } catch {
        refuseMatchmaking(req, res, 4400, "BadJoin: the body is not JSON");
        return;
      }
      try {
        // A dead process's rooms leave the listing before this request reads it.
        if (clustered) await peersChecked(log);
        const reservation = await matchMaker.controller.invokeMethod(
          decodeURIComponent(method),
          decodeURIComponent(roomName),
          options ?? {},
          createAuthContext({ headers: req.headers as Record<string, string>, req }),
        );
        answer(req, res, 200, reservation);
      } catch (error) {
        const code = (error as { code?: unknown })?.code;
        if (typeof code === "number") {
          refuseMatchmaking(req, res, code, messageOf(error));
          return;
        }
        log(`matchmaking ${req.url}: ${messageOf(error)}`);
        refuseMatchmaking(req, res, ErrorCode.MATCHMAKE_UNHANDLED, "the server could not join you");
      }
    },
  };
}
