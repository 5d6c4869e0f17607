/**
 * The baseline the benchmarks compare Kindred with: a bare Socket.IO server (the same socket.io
 * version) with no accounts, no database and no checks. It joins a socket to a room when asked and
 * relays each message to the room with an acknowledgement, shaped like Kindred's stored message so
 * that the bytes on the wire are alike. POST /match is the trivial in-memory matcher: the first
 * caller waits, the next one is paired with them.
 *
 * Run as its own process (`node --import tsx bench/relay/server.ts`); it prints {"port": n} once listening.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Server } from "socket.io";

interface Relayed {
  id: string;
  chatId: string;
  seq: number;
  kind: "text";
  content: string;
  sender: "p1" | "p2";
  clientId: string;
  createdAt: string;
}

const seqByRoom = new Map<string, number>();
let waiting: string | null = null;

const http = createServer((request, response) => {
  if (request.method !== "POST" || request.url !== "/match") {
    response.writeHead(404).end();
    return;
  }
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    JSON.parse(body || "{}");
    let reply: { chatId: string; matched: boolean };
    if (waiting) {
      reply = { chatId: waiting, matched: true };
      waiting = null;
    } else {
      waiting = randomUUID();
      reply = { chatId: waiting, matched: false };
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ chat: reply }));
  });
});

const io = new Server(http, { serveClient: false });
io.on("connection", (socket) => {
  socket.on("chat:join", (payload: { chatId: string }, ack: (reply: unknown) => void) => {
    void socket.join(payload.chatId);
    ack({ ok: true, data: { messages: [] } });
  });
  socket.on(
    "message:send",
    (
      payload: { chatId: string; clientId: string; content: string; seat: "p1" | "p2" },
      ack: (reply: unknown) => void,
    ) => {
      const seq = (seqByRoom.get(payload.chatId) ?? 0) + 1;
      seqByRoom.set(payload.chatId, seq);
      const message: Relayed = {
        id: randomUUID(),
        chatId: payload.chatId,
        seq,
        kind: "text",
        content: payload.content,
        sender: payload.seat,
        clientId: payload.clientId,
        createdAt: new Date().toISOString(),
      };
      io.to(payload.chatId).emit("message:new", message);
      ack({ ok: true, data: { message } });
    },
  );
});

// The same accept queue as Kindred's (src/server/main.ts), so a burst of connections meets the same kernel.
http.listen(0, "127.0.0.1", 4_096, () => {
  const address = http.address();
  if (address && typeof address === "object") console.log(JSON.stringify({ port: address.port }));
});
process.on("SIGTERM", () => {
  void io.close();
  http.close(() => process.exit(0));
});
