/** Watching what a partner hears of the other person's presence (realtime/partner-presence.ts). */
import { expect } from "vitest";
import type { TestServer } from "./server.js";
import { request, type ClientSocket } from "./sockets.js";

/** Every partner:away and partner:back this socket hears, in order. */
export function presenceHeard(socket: ClientSocket) {
  const heard: string[] = [];
  socket.on("partner:away", ({ chatId }) => heard.push(`away ${chatId}`));
  socket.on("partner:back", ({ chatId }) => heard.push(`back ${chatId}`));
  return heard;
}

/**
 * Answered (refused: it names no chat) after everything the server sent this socket before, and
 * without changing anything: what the socket has heard by then is all it was sent.
 */
export async function roundTrip(socket: ClientSocket) {
  const reply = await request(socket, "message:send", { chatId: "no chat" } as never);
  expect(reply).toMatchObject({ ok: false, status: 400 });
}

/** Closes the socket and resolves once its server has handled the disconnection. */
export async function closeOn(server: TestServer, socket: ClientSocket) {
  const id = socket.id!;
  socket.close();
  for (let attempt = 0; server.io.of("/").sockets.has(id); attempt++) {
    if (attempt > 500) throw new Error("the server never saw the socket close");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Runs `meanwhile` once the server's next presence check has looked for the person (on every
 * instance) and before it says anything: a page of theirs joining then lands in the race the check
 * must survive, every time rather than by chance (realtime/partner-presence.ts).
 */
export function betweenLookAndWord(server: TestServer, meanwhile: () => Promise<void>) {
  const adapter = server.io.of("/").adapter;
  const look = adapter.fetchSockets.bind(adapter);
  adapter.fetchSockets = async (options) => {
    adapter.fetchSockets = look;
    const found = await look(options);
    await meanwhile();
    return found;
  };
}
