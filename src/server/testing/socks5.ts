/**
 * The little of SOCKS5 (RFC 1928) a browser needs to send its connections through tcp-proxy.ts:
 * no authentication, CONNECT to an IPv4 address, a domain name or an IPv6 address.
 */
import type net from "node:net";
import type { Upstream } from "./tcp-proxy.js";

/** The reply that lets the browser start talking to its upstream. */
export const SOCKS_CONNECTED = Buffer.from([5, 0, 0, 1, 0, 0, 0, 0, 0, 0]);

/** Reads the greeting and the CONNECT request; null when the client speaks something else. */
export async function socksTarget(client: net.Socket): Promise<Upstream | null> {
  const read = reader(client);
  try {
    const [version, methods] = await read(2);
    if (version !== 5) return null;
    await read(methods!);
    client.write(Buffer.from([5, 0]));
    const [, command, , addressType] = await read(4);
    if (command !== 1) return null;
    let host: string;
    if (addressType === 1) host = [...(await read(4))].join(".");
    else if (addressType === 3) host = (await read((await read(1))[0]!)).toString("latin1");
    else if (addressType === 4) host = ((await read(16)).toString("hex").match(/.{4}/g) ?? []).join(":");
    else return null;
    const port = (await read(2)).readUInt16BE(0);
    return { host, port };
  } catch {
    return null;
  } finally {
    read.done();
  }
}

/** Reads exact byte counts from a socket; what arrives beyond them is given back to the socket. */
function reader(socket: net.Socket) {
  let buffered = Buffer.alloc(0);
  let waiting: { size: number; resolve: (bytes: Buffer) => void; reject: (error: Error) => void } | null = null;
  const settle = () => {
    if (!waiting || buffered.length < waiting.size) return;
    const { size, resolve } = waiting;
    waiting = null;
    const bytes = buffered.subarray(0, size);
    buffered = buffered.subarray(size);
    resolve(bytes);
  };
  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    settle();
  };
  const onEnd = () => waiting?.reject(new Error("the client left during the SOCKS handshake"));
  socket.on("data", onData);
  socket.once("close", onEnd);
  socket.resume();
  const read = (size: number) =>
    new Promise<Buffer>((resolve, reject) => {
      waiting = { size, resolve, reject };
      settle();
    });
  return Object.assign(read, {
    done() {
      socket.off("data", onData);
      socket.off("close", onEnd);
      socket.pause();
      if (buffered.length > 0) socket.unshift(buffered);
    },
  });
}
