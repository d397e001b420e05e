// A room message from a client, from its bytes to the protocol's shape:
// the size limit first, then the frame's kind (only plain room messages,
// Colyseus's ROOM_DATA, are the protocol's: raw bytes, requests and inputs
// are not), then the type and the MessagePack body, then the shape check.
// Each refusal is a MessageRefusal, answered to the sender only.
import { Protocol } from "@colyseus/core";
import { decode } from "@colyseus/schema";
import { unpack } from "msgpackr";
import { MessageRefusal, messageOf } from "./errors.js";
import { LIMITS, readMessage, type ClientMessage } from "./protocol.js";

export function decodeRoomMessage(frame: Buffer): ClientMessage {
  if (frame.byteLength > LIMITS.messageBytes) {
    throw new MessageRefusal(
      "TooLarge",
      `a message is at most ${LIMITS.messageBytes} bytes (this one: ${frame.byteLength})`,
    );
  }
  if (frame[0] !== Protocol.ROOM_DATA)
    throw new MessageRefusal(
      "Malformed",
      "only room messages (type and body) are part of the protocol: not raw bytes, requests or inputs",
    );
  let type: unknown;
  let body: unknown;
  try {
    const it = { offset: 1 };
    type = decode.stringCheck(frame, it) ? decode.string(frame, it) : decode.number(frame, it);
    if (!(it.offset <= frame.byteLength)) throw new Error("the message type is cut short");
    body = frame.byteLength > it.offset ? unpack(frame.subarray(it.offset)) : undefined;
  } catch (error) {
    throw new MessageRefusal("Malformed", `the message could not be decoded: ${messageOf(error)}`);
  }
  return readMessage(type, body);
}
