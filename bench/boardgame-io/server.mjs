// boardgame.io 0.50's own server (Koa, socket.io, its in-memory storage)
// hosting Ruleta Rusa, for bench/online.mjs: the same online workload as
// ruleshelf's server, in a process of its own so its CPU time and memory
// are its own. Started as `node server.mjs <port>`; prints "ready" once
// it listens. Run with NODE_ENV=production, as a server is: otherwise
// boardgame.io logs as it works.
import { createRequire } from "node:module";
import { serverRuletaRusa } from "./ruleta-rusa.mjs";

const require = createRequire(import.meta.url);
const { Server, Origins } = require("boardgame.io/server");

const port = Number(process.argv[2]);
const server = Server({ games: [serverRuletaRusa], origins: [Origins.LOCALHOST] });
await server.run({ port, callback: () => console.log("ready") });
