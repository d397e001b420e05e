// Seat tokens: the secret a seat's player holds (in the browser's storage)
// to come back to the seat. The server keeps only their hashes.
import { createHash, randomBytes } from "node:crypto";

/** The hash a token is stored and looked up by. */
export const hashOf = (token: string): string =>
  createHash("sha256").update(token).digest("base64url");

/** A new token, and its hash. */
export function newSeatToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashOf(token) };
}
