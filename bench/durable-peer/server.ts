/**
 * The second baseline: a chat server as a Socket.IO tutorial or an open-source stranger-chat clone
 * writes it. The same socket.io version as Kindred; `message:send` awaits one INSERT of the message
 * on the database, then broadcasts it to the room and acknowledges it — store-then-broadcast, no
 * batching, no encryption, no filter, no accounts. The same kind of database as the Kindred setup it
 * is compared with: embedded PGlite in the process (the usual way to embed it) when DATA_DIR is set;
 * PostgreSQL through a `pg` pool plus the same Redis streams adapter as Kindred's when DATABASE_URL
 * and REDIS_URL are set, so two of them behind one crowd fan messages out as two Kindreds do.
 *
 * Run as its own process (`node --import tsx bench/durable-peer/server.ts`); it prints
 * {"port": n} once listening. SIGTERM closes the database so that everything is written out.
 */
import { createServer } from "node:http";
import { PGlite } from "@electric-sql/pglite";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import { Redis } from "ioredis";
import pg from "pg";
import { Server } from "socket.io";

interface Database {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const CREATE = `create table if not exists messages (
  id bigserial primary key,
  room text not null,
  client_id text not null,
  sender text not null,
  content text not null,
  created_at timestamptz not null default now()
)`;

const INSERT = `insert into messages (room, client_id, sender, content) values ($1, $2, $3, $4)
  returning id, created_at`;

async function openDatabase(): Promise<Database> {
  const { DATABASE_URL, DATA_DIR } = process.env;
  if (DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: DATABASE_URL });
    return { query: (text, values) => pool.query(text, values), close: () => pool.end() };
  }
  if (!DATA_DIR) throw new Error("set DATA_DIR (embedded PGlite) or DATABASE_URL (PostgreSQL)");
  const lite = new PGlite(DATA_DIR);
  return { query: (text, values) => lite.query(text, values), close: () => lite.close() };
}

const db = await openDatabase();
await db.query(CREATE);

const http = createServer((_request, response) => response.writeHead(404).end());
const io = new Server(http, { serveClient: false });
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
if (redis) io.adapter(createAdapter(redis, { streamName: process.env.STREAM_NAME }));

io.on("connection", (socket) => {
  socket.on("chat:join", (payload: { chatId: string }, ack: (reply: unknown) => void) => {
    void socket.join(payload.chatId);
    ack({ ok: true, data: { messages: [] } });
  });
  socket.on(
    "message:send",
    async (payload: { chatId: string; clientId: string; content: string }, ack: (reply: unknown) => void) => {
      try {
        const { rows } = await db.query(INSERT, [payload.chatId, payload.clientId, socket.id, payload.content]);
        const row = rows[0] as { id: string | number; created_at: Date };
        const message = {
          id: String(row.id),
          chatId: payload.chatId,
          seq: Number(row.id),
          kind: "text",
          content: payload.content,
          sender: socket.id,
          clientId: payload.clientId,
          createdAt: new Date(row.created_at).toISOString(),
        };
        io.to(payload.chatId).emit("message:new", message);
        ack({ ok: true, data: { message } });
      } catch (error) {
        ack({ ok: false, status: 500, error: (error as Error).message });
      }
    },
  );
});

// The same accept queue as Kindred's and the relay's.
http.listen(0, "127.0.0.1", 4_096, () => {
  const address = http.address();
  if (address && typeof address === "object") console.log(JSON.stringify({ port: address.port }));
});
process.on("SIGTERM", () => {
  void io.close();
  http.close(() => {
    void Promise.all([db.close(), redis?.quit()]).then(() => process.exit(0));
  });
});
