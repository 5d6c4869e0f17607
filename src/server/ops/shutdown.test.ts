import { describe, expect, it } from "vitest";
import { signUp, startTestServer } from "../testing/server.js";
import { connectAs, listen } from "../testing/sockets.js";

describe("graceful shutdown", () => {
  it("tells connected sockets to go (so they reconnect elsewhere), then closes cleanly", async () => {
    const server = await startTestServer();
    const url = await listen(server);
    const person = await signUp(server);
    const socket = await connectAs(url, person.cookie);
    const told = new Promise<string>((resolve) => socket.on("disconnect", (reason) => resolve(reason)));
    await server.close();
    expect(await told).toBe("io server disconnect");
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
