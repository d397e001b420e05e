// server/src/messageRate.ts on its own, with real token buckets on a clock
// the test moves: the seat's bucket first, then the address's; a message
// the seat's refuses costs the address nothing; a connection is told at
// most once a second.
import assert from "node:assert/strict";
import { test } from "node:test";
import { admit } from "../dist/messageRate.js";
import { RateLimit } from "../dist/rateLimit.js";

const rates = { perSecond: 10, burst: 2, addressPerSecond: 30, addressBurst: 3 };

test("the seat's bucket refuses first, and what it refuses costs the address nothing", () => {
  let now = 0;
  const clock = () => now;
  const seat = new RateLimit(10, 2, clock);
  const address = new RateLimit(30, 3, clock);
  const connection = { toldAt: -Infinity };
  assert.deepEqual(admit(connection, seat, address, rates, now), { read: true });
  assert.deepEqual(admit(connection, seat, address, rates, now), { read: true });
  const refused = admit(connection, seat, address, rates, now);
  assert.equal(refused.read, false);
  assert.match(
    refused.tell,
    /at most 10 messages a second a seat \(bursts of 2\) and 30 an address \(bursts of 3\); 1 dropped/,
  );
  // Told once: the next refusals within the second are silent.
  assert.deepEqual(admit(connection, seat, address, rates, now), { read: false });
  // The address's bucket (3) gave two tokens, none to the refused messages:
  // another seat from the address reads once more, and only once.
  const other = { toldAt: -Infinity };
  const otherSeat = new RateLimit(10, 2, clock);
  assert.deepEqual(admit(other, otherSeat, address, rates, now), { read: true });
  assert.equal(admit(other, otherSeat, address, rates, now).read, false);
  // 100 ms refill one token of the seat's bucket (10 a second) and three of the address's.
  now = 100;
  assert.deepEqual(admit(connection, seat, address, rates, now), { read: true });
});

test("the address's bucket refuses past its own rate, whoever's seat sends, and the connection is told again after a second", () => {
  let now = 0;
  const clock = () => now;
  const address = new RateLimit(30, 3, clock);
  const connections = [0, 1, 2, 3].map(() => ({
    toldAt: -Infinity,
    seat: new RateLimit(10, 2, clock),
  }));
  for (const c of connections.slice(0, 3))
    assert.equal(admit(c, c.seat, address, rates, now).read, true);
  const last = connections[3];
  const refused = admit(last, last.seat, address, rates, now);
  assert.equal(refused.read, false);
  assert.match(refused.tell, /1 dropped$/);
  assert.deepEqual(admit(last, last.seat, address, rates, now), { read: false });
  now = 1000;
  // A second later: told again if still refused; here the address has refilled.
  assert.equal(admit(last, last.seat, address, rates, now).read, true);
});
