import { describe, expect, it } from "vitest";
import { PROTOCOL_OUTDATED } from "@shared/events";
import { isOutdatedProtocol, watchProtocol } from "./protocol-notice";
import { testSocket } from "./test-socket";

/** A refused handshake as Socket.IO's client raises it: the server's Error, with its `data`. */
const refused = (message: string, data?: unknown) => Object.assign(new Error(message), data ? { data } : {});

describe("a page on an outdated protocol", () => {
  it("is told to reload when the server refuses its handshake for its version", () => {
    const socket = testSocket(false);
    let told = 0;
    watchProtocol(socket, () => told++);
    socket.serverSays(
      "connect_error",
      refused("Kindred has been updated. Please reload the page to keep chatting.", { code: PROTOCOL_OUTDATED }),
    );
    expect(told).toBe(1);
  });

  it("is not told so for any other refusal or a lost connection", () => {
    const socket = testSocket(false);
    let told = 0;
    const stop = watchProtocol(socket, () => told++);
    socket.serverSays("connect_error", refused("Please sign in to continue."));
    socket.serverSays("connect_error", refused("websocket error", { code: "something-else" }));
    socket.serverSays("disconnect", "transport close");
    expect(told).toBe(0);
    stop();
    expect(socket.listening()).toBe(0);
  });

  it("is recognised from the refusal's code alone", () => {
    expect(isOutdatedProtocol(refused("x", { code: PROTOCOL_OUTDATED }))).toBe(true);
    expect(isOutdatedProtocol(refused("x"))).toBe(false);
    expect(isOutdatedProtocol(null)).toBe(false);
  });
});
