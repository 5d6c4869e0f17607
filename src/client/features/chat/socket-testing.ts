/**
 * The tab's one Socket.IO connection, as lib/socket.ts uses it: `connected`, and
 * `timeout(ms).emitWithAck(event, payload)` resolving with the server's acknowledgement (`answer`).
 * A test file puts it in place of the client with
 * `vi.mock("socket.io-client", async () => ({ io: (await import("./socket-testing")).fakeIo }))`
 * (vi.mock is hoisted per file, so each file says it once).
 */
export const socket = {
  connected: false,
  answer: null as null | ((event: string, payload: unknown) => unknown),
  timeout() {
    return { emitWithAck: async (event: string, payload: unknown) => socket.answer!(event, payload) };
  },
};

export const fakeIo = () => socket;
