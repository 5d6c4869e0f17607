/**
 * A loopback TCP proxy a test can cut: put it between Kindred and PostgreSQL or Redis, or between a
 * person and Kindred, and the link fails the way a network does, without touching the real service
 * (other people's tests share it). Cut, it resets every open connection and every new one until it
 * is restored. With several upstreams it acts as a small load balancer: each new connection goes to
 * the next upstream in turn, and to the one after when that one refuses (an instance that died).
 * As a SOCKS5 proxy (`socks: true`) each connection names its own upstream: a browser context
 * pointed at it sends one person's traffic through it, to the same address as everyone else's.
 */
import net from "node:net";
import { socksTarget, SOCKS_CONNECTED } from "./socks5.js";

export interface Upstream {
  host: string;
  port: number;
}

export interface TcpProxy {
  host: string;
  port: number;
  /** The upstream index each accepted connection was sent to, in order of arrival (-1: none took it). */
  readonly routes: readonly number[];
  /** How many connections arrived while cut and were reset. */
  readonly refused: number;
  /** Where new connections go from now on (open ones stay where they are). */
  setUpstreams(upstreams: Upstream[]): void;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(options: {
  /** May be empty at first (see setUpstreams): connections are then reset. Unused with `socks`. */
  upstreams?: Upstream[];
  socks?: boolean;
  /** 127.0.0.1 unless told; any 127.x.y.z address works on Linux without configuration. */
  host?: string;
  /** An ephemeral port unless told. */
  port?: number;
}): Promise<TcpProxy> {
  let upstreams = [...(options.upstreams ?? [])];
  const open = new Set<net.Socket>();
  const routes: number[] = [];
  let next = 0;
  let cut = false;
  let refused = 0;

  const track = (socket: net.Socket) => {
    open.add(socket);
    // A reset is what this proxy is for; an unhandled 'error' would take the test down instead.
    socket.on("error", () => {});
    socket.on("close", () => open.delete(socket));
  };

  const reset = (socket: net.Socket) => {
    if (!socket.destroyed) socket.resetAndDestroy();
  };

  const dialOne = (target: Upstream): Promise<net.Socket | null> =>
    new Promise((resolve) => {
      const upstream = net.connect(target);
      let connected = false;
      upstream.once("connect", () => {
        connected = true;
        resolve(upstream);
      });
      // Refused (that upstream is down). After connecting, errors are track()'s.
      upstream.on("error", () => {
        if (!connected) resolve(null);
      });
    });

  /** The upstreams in turn from `first`; the first that answers. */
  const dialInTurn = async (first: number): Promise<{ upstream: net.Socket; index: number } | null> => {
    for (let tried = 0; tried < upstreams.length; tried++) {
      const index = (first + tried) % upstreams.length;
      const upstream = await dialOne(upstreams[index]!);
      if (upstream) return { upstream, index };
    }
    return null;
  };

  const connectFor = async (client: net.Socket) => {
    if (options.socks) {
      const target = await socksTarget(client);
      const upstream = target && (await dialOne(target));
      if (upstream && !client.destroyed) client.write(SOCKS_CONNECTED);
      return upstream ? { upstream, index: 0 } : null;
    }
    const first = next;
    next = (next + 1) % Math.max(upstreams.length, 1);
    return dialInTurn(first);
  };

  const server = net.createServer((client) => {
    track(client);
    if (cut) {
      refused++;
      return reset(client);
    }
    const route = routes.push(-1) - 1;
    client.pause();
    // Not awaited: the connection handler returns at once; connectFor settles every outcome itself.
    void connectFor(client).then((found) => {
      if (!found || cut || client.destroyed) {
        found?.upstream.destroy();
        return reset(client);
      }
      const { upstream, index } = found;
      routes[route] = index;
      track(upstream);
      upstream.setNoDelay(true);
      client.setNoDelay(true);
      // Either side closing or failing ends the other, as one TCP connection would.
      upstream.on("close", () => reset(client));
      client.on("close", () => reset(upstream));
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as net.AddressInfo;

  return {
    host: address.address,
    port: address.port,
    routes,
    get refused() {
      return refused;
    },
    setUpstreams(list) {
      upstreams = [...list];
      next = 0;
    },
    cut() {
      cut = true;
      for (const socket of open) reset(socket);
    },
    restore() {
      cut = false;
    },
    close() {
      cut = true;
      for (const socket of open) reset(socket);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** host:port of a URL (postgres://, redis://, http://), with the protocol's default port. */
export function upstreamOf(url: string): Upstream {
  const parsed = new URL(url);
  const defaults: Record<string, number> = { "postgres:": 5432, "postgresql:": 5432, "redis:": 6379, "http:": 80 };
  return { host: parsed.hostname, port: Number(parsed.port || defaults[parsed.protocol]) };
}

/** The same URL with its host and port replaced by the proxy's, so the client goes through it. */
export function throughProxy(url: string, proxy: Pick<TcpProxy, "host" | "port">): string {
  const parsed = new URL(url);
  parsed.hostname = proxy.host;
  parsed.port = String(proxy.port);
  return parsed.toString();
}
