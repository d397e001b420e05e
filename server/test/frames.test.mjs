// server/src/frames.ts on its own, on a real Colyseus server in this
// process and the real client: the one place that reaches into Colyseus's
// internals, checked against the Colyseus installed (an upgrade that moves
// them fails here first).
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, test } from "node:test";
import { CloseCode, Room, Server } from "@colyseus/core";
import { Client } from "@colyseus/sdk";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { readFrames } from "../dist/frames.js";
import { freePort, until } from "./helpers.mjs";

/** What the room saw, in order. */
const seen = [];

class EchoRoom extends Room {
  onCreate() {
    this.autoDispose = true;
    readFrames(this, {
      message: (client, frame) => {
        seen.push({ message: [...frame] });
        if (frame.length === 2) throw new Error("two bytes are refused");
        client.send("got", { bytes: frame.length });
      },
      joined: (client) => {
        seen.push({ joined: client.sessionId });
        client.send("after-joined", {});
      },
      refused: (client, error) => client.send("refused", { message: error.message }),
    });
  }
  onJoin(client) {
    client.send("welcome", {});
  }
  onLeave(client, code) {
    seen.push({ left: code });
  }
}

let server;
let url;

before(async () => {
  const port = await freePort();
  server = new Server({
    transport: new WebSocketTransport({ server: createServer() }),
    greet: false,
    gracefullyShutdown: false,
  });
  server.define("echo", EchoRoom);
  await server.listen(port, "127.0.0.1");
  url = `http://127.0.0.1:${port}`;
});

after(async () => {
  await server?.gracefullyShutdown(false);
});

/** A client of an echo room that keeps every message it is sent, in order. */
async function join() {
  const room = await new Client(url).joinOrCreate("echo");
  room.reconnection.enabled = false;
  const got = [];
  for (const type of ["welcome", "after-joined", "got", "refused"])
    room.onMessage(type, (body) => got.push({ type, body }));
  return { room, got, ws: room.connection.transport.ws };
}

test("the join acknowledgement stays Colyseus's: what waited for it goes out first, then what `joined` sends", async () => {
  seen.length = 0;
  const { room, got } = await join();
  await until(() => got.length >= 2, "the welcome and the joined message");
  assert.deepEqual(
    got.map((m) => m.type),
    ["welcome", "after-joined"],
  );
  assert.equal(seen.filter((s) => s.joined).length, 1, "joined once");
  await room.leave();
  await until(() => seen.some((s) => s.left !== undefined), "the leave");
  assert.equal(seen.find((s) => s.left !== undefined).left, CloseCode.CONSENTED);
});

test("a room message reaches the room's reader undecoded, even one Colyseus could not decode, and the connection stays", async () => {
  seen.length = 0;
  const { room, got, ws } = await join();
  await until(() => got.length >= 2, "joined");
  // ROOM_DATA (13) with a message type and a body that is not MessagePack:
  // Colyseus's own decoding would close the connection (4002).
  ws.send(new Uint8Array([13, 0xa1, 0x78, 0xc1, 0xc1, 0xc1]));
  await until(() => got.some((m) => m.type === "got"), "the room's answer");
  assert.deepEqual(seen.find((s) => s.message).message, [13, 0xa1, 0x78, 0xc1, 0xc1, 0xc1]);
  // What the reader throws goes to `refused`, and the connection stays.
  ws.send(new Uint8Array([13, 0]));
  await until(() => got.some((m) => m.type === "refused"), "the refusal");
  room.send("hello", { again: true });
  await until(() => got.filter((m) => m.type === "got").length >= 2, "a message after both");
  assert.equal(ws.readyState, 1, "the connection is open");
  await room.leave();
});
