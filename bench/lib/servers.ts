/**
 * Every server one comparison needs — the bare relay, and in each setup the durable peer and
 * Kindred — started all at once, before anything is measured. Starting (loading code, opening the
 * databases) is most of a small run's time and uses both cores poorly one server at a time; a server
 * that has started and waits for its turn is idle, so it costs the one being measured nothing.
 * Each is still prepared and measured one after another. `dispose()` stops whatever is still
 * running, so that a failure anywhere leaves no process behind.
 */
import { startDurablePeer, type DurablePeer } from "./durable-peer.js";
import { startKindred, type Setup, type SetupKind, type StartOptions } from "./kindred.js";
import { startRelay, type Relay } from "./relay.js";

export interface StartedServers {
  relay: Promise<Relay>;
  peer: (kind: SetupKind) => Promise<DurablePeer>;
  kindred: (kind: SetupKind) => Promise<Setup>;
  dispose(): Promise<void>;
}

export interface ServersWanted extends StartOptions {
  /** The durable peer in each setup too (the matching burst compares with the relay's matcher alone). */
  durablePeers: boolean;
}

export function startServers(kinds: SetupKind[], wanted: ServersWanted): StartedServers {
  const { durablePeers, ...options } = wanted;
  const relay = startRelay();
  const peers = new Map(durablePeers ? kinds.map((kind) => [kind, startDurablePeer(kind)]) : []);
  const kindreds = new Map(kinds.map((kind) => [kind, startKindred(kind, options)]));
  const pick = <T>(started: Map<SetupKind, Promise<T>>, kind: SetupKind): Promise<T> => {
    const server = started.get(kind);
    if (!server) throw new Error(`no ${kind} setup was started`);
    return server;
  };
  // A start that fails is reported where the benchmark awaits it; here it must only not be unhandled.
  const all = [relay, ...peers.values(), ...kindreds.values()];
  for (const server of all) server.catch(() => undefined);
  // Nothing is handed out before every server has started: one still starting would take the cores
  // from the one being measured.
  const allStarted = Promise.allSettled(all);
  const whenAllStarted = <T>(server: Promise<T>) => allStarted.then(() => server);
  return {
    relay: whenAllStarted(relay),
    peer: (kind) => whenAllStarted(pick(peers, kind)),
    kindred: (kind) => whenAllStarted(pick(kindreds, kind)),
    async dispose() {
      const stops = [
        relay.then((r) => r.stop()),
        ...[...peers.values()].map((p) => p.then((peer) => peer.dispose())),
        ...[...kindreds.values()].map((k) => k.then((setup) => setup.dispose())),
      ];
      await Promise.allSettled(stops);
    },
  };
}
