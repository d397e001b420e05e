// The one place that reaches into Colyseus's internals: a room's handling
// of the frames its clients send (Room#_onMessage, private in 0.18, and the
// WebSocket under a client). Colyseus 0.18 still decodes a room message
// before any check of ours could run, and closes the connection (4002) on a
// message it cannot decode; its own rate limit (`maxMessagesPerSecond`)
// closes the connection too. The protocol instead answers a refusal to its
// sender and keeps the connection, so a room's messages are routed here to
// the room's own reader, undecoded.
import { randomBytes } from "node:crypto";
import { ClientState, Protocol, type Client, type Room } from "@colyseus/core";

/** How a room reads its clients' frames. */
export interface FrameReader {
  /**
   * A room message frame of any kind (data, bytes, request, input), as it
   * came, from a client not leaving: the room checks and decodes it itself.
   * What it throws is the room's to report (`refused`).
   */
  message(client: Client, frame: Buffer): void;
  /** The client's join was acknowledged: what waited for it has just been written (in the same socket write as what `joined` writes). */
  joined?(client: Client): void;
  /** Something thrown while reading a frame. */
  refused(client: Client, error: unknown): void;
}

// The low five bits of a frame's first byte are its protocol code.
const CODE_MASK = 31;
/** The codes Colyseus itself answers: the join acknowledgement, pings, a leave. */
const COLYSEUS_OWN = new Set<number>([Protocol.JOIN_ROOM, Protocol.PING, Protocol.LEAVE_ROOM]);

type Socket = { cork?: () => void; uncork?: () => void; remoteAddress?: string };

/** The TCP socket under a client's WebSocket (ws's `_socket`), if the transport has one. */
function socketOf(client: Client): Socket | undefined {
  return (client.ref as { _socket?: Socket } | undefined)?._socket;
}

/** The peer address of a client's connection, as its socket has it. */
export function peerAddress(client: Client): string | undefined {
  return socketOf(client)?.remoteAddress;
}

/**
 * Routes `room`'s incoming frames: Colyseus's own (join acknowledgement,
 * ping, leave) to Colyseus, every room message to `reader.message`
 * undecoded. The join acknowledgement, which makes Colyseus write what
 * waited for it (welcome, first view), and `reader.joined` go out in one
 * write to the socket. Call it in `onCreate`, before any client joins
 * (Colyseus binds the handler to each client as it joins).
 */
export function readFrames(room: Room, reader: FrameReader): void {
  const internals = room as unknown as {
    _onMessage: (client: Client, frame: Buffer) => void;
  };
  const colyseus = internals._onMessage;
  if (typeof colyseus !== "function")
    throw new Error("this Colyseus has no Room#_onMessage: server/src/frames.ts needs an update");
  internals._onMessage = function (client: Client, frame: Buffer): void {
    try {
      const code = (frame?.[0] ?? -1) & CODE_MASK;
      if (COLYSEUS_OWN.has(code) || frame === undefined) {
        const joining = code === Protocol.JOIN_ROOM && client.state === ClientState.JOINING;
        const socket = joining ? socketOf(client) : undefined;
        socket?.cork?.();
        try {
          colyseus.call(room, client, frame);
          if (joining && client.state === ClientState.JOINED) reader.joined?.(client);
        } finally {
          socket?.uncork?.();
        }
        return;
      }
      if (client.state === ClientState.LEAVING) return;
      reader.message(client, frame);
    } catch (error) {
      reader.refused(client, error);
    }
  };
}

/**
 * Calls `delivered` once the client has read every frame sent to it so far:
 * its WebSocket answers a ping only after reading what came before it (a
 * pong, by itself, in order), so a ping sent now is answered after them.
 * At once when the transport has no pings. Not at all if the socket closes
 * first.
 */
export function whenDelivered(client: Client, delivered: () => void): void {
  const socket = client.ref as unknown as {
    ping?: (data: Buffer) => void;
    on?: (event: string, listener: (data: Buffer) => void) => void;
    off?: (event: string, listener: (data: Buffer) => void) => void;
  };
  if (typeof socket?.ping !== "function" || typeof socket.on !== "function") {
    delivered();
    return;
  }
  const nonce = randomBytes(8);
  const onPong = (data: Buffer) => {
    if (!nonce.equals(Buffer.from(data))) return;
    socket.off?.("pong", onPong);
    delivered();
  };
  socket.on("pong", onPong);
  try {
    socket.ping(nonce);
  } catch {
    // Closing: nothing was delivered.
  }
}
