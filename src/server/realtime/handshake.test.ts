/**
 * The handshake. A page speaking another protocol version is refused with the code it acts on. And
 * a session may end while one of its sockets is still in its handshake: after the handshake has
 * read the session, before the socket is in the rooms that the ending is announced to. Such a
 * socket must not stay open with a session that no longer exists.
 */
import { io as connect } from "socket.io-client";
import { handshakeAuth, PROTOCOL_OUTDATED, PROTOCOL_VERSION } from "../../shared/events.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authPost, PASSWORD, signInAgain, signUp, serverForSuite } from "../testing/server.js";
import { connectAs, disconnection, listen, type ClientSocket } from "../testing/sockets.js";

/** How long a socket that should be closed is given before the test calls it open. */
const CLOSE_WITHIN_MS = 3_000;

describe("a socket whose session ends during its handshake", () => {
  let url: string;
  const sockets: ClientSocket[] = [];
  const server = serverForSuite();
  beforeAll(async () => {
    url = await listen(server);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  /**
   * Runs `end` in the handshake of the socket that sends `cookie`, once the server has read its
   * session and before the socket joins any room: exactly where a real ending could fall.
   */
  function endDuringHandshake(cookie: string, end: () => Promise<void>) {
    server.io.use((socket, next) => {
      if (socket.request.headers.cookie !== cookie) return next();
      end().then(() => next(), next);
    });
  }

  /** Connects (the handshake is admitted), then resolves with how the socket ended, or "still open". */
  async function connectAndWatch(cookie: string): Promise<string> {
    const socket: ClientSocket = connect(url, {
      auth: handshakeAuth(),
      transports: ["websocket"],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    // Listening from the start: the server's goodbye may arrive together with its welcome.
    const closed = disconnection(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    const stillOpen = new Promise<string>((resolve) => setTimeout(() => resolve("still open"), CLOSE_WITHIN_MS));
    return Promise.race([closed, stillOpen]);
  }

  it("is closed when its person signs out meanwhile", async () => {
    const person = await signUp(server);
    endDuringHandshake(person.cookie, async () => {
      expect((await authPost(server, "/sign-out", {}, { cookie: person.cookie })).statusCode).toBe(200);
    });
    expect(await connectAndWatch(person.cookie)).toBe("io server disconnect");
  });

  it("is closed when a password change revokes its session meanwhile", async () => {
    const owner = await signUp(server);
    const thiefCookie = await signInAgain(server, owner.email);
    endDuringHandshake(thiefCookie, async () => {
      const changed = await authPost(
        server,
        "/change-password",
        { currentPassword: PASSWORD, newPassword: "the owner's brand new password", revokeOtherSessions: true },
        { cookie: owner.cookie },
      );
      expect(changed.statusCode).toBe(200);
    });
    expect(await connectAndWatch(thiefCookie)).toBe("io server disconnect");
  });
});

describe("a handshake's protocol version", () => {
  let url: string;
  const server = serverForSuite();
  beforeAll(async () => {
    url = await listen(server);
  });

  /** Resolves with the refusal a page would get, sending `auth` and a signed-in person's cookie. */
  async function refusalFor(auth: Record<string, unknown>) {
    const { cookie } = await signUp(server);
    const socket: ClientSocket = connect(url, {
      auth,
      transports: ["websocket"],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    try {
      return await new Promise<Error & { data?: unknown }>((resolve, reject) => {
        socket.once("connect", () => reject(new Error("the handshake was admitted")));
        socket.once("connect_error", resolve);
      });
    } finally {
      socket.close();
    }
  }

  it("refuses a page on another version with the code that tells it to reload", async () => {
    for (const protocol of [PROTOCOL_VERSION - 1, PROTOCOL_VERSION + 1, String(PROTOCOL_VERSION)]) {
      const refusal = await refusalFor({ protocol });
      expect(refusal.data).toEqual({ code: PROTOCOL_OUTDATED });
      expect(refusal.message).toBe("Kindred has been updated. Please reload the page to keep chatting.");
    }
  });

  it("refuses a page from before versions were sent, the same way", async () => {
    expect((await refusalFor({})).data).toEqual({ code: PROTOCOL_OUTDATED });
  });

  it("admits a page on this version", async () => {
    const { cookie } = await signUp(server);
    const socket = await connectAs(url, cookie);
    expect(socket.connected).toBe(true);
    socket.close();
  });
});
