/**
 * The durable peer's crowd and Kindred's in one setup, both prepared and connected at once, so that
 * the two servers can take turns (chat-load.ts, saturation.ts); both are closed afterwards, whatever
 * happened.
 */
import { prepareDurablePeer, type PreparedDurablePeer } from "./durable-peer.js";
import type { SetupKind } from "./kindred.js";
import { prepareKindred, type PrepareOptions, type PreparedKindred } from "./prepared.js";
import type { StartedServers } from "./servers.js";

export async function withBothCrowds<T>(
  servers: StartedServers,
  kind: SetupKind,
  people: number,
  options: PrepareOptions,
  use: (peer: PreparedDurablePeer, kindred: PreparedKindred) => Promise<T>,
): Promise<T> {
  const peer = await prepareDurablePeer(servers.peer(kind), people, options);
  let kindred: PreparedKindred | undefined;
  try {
    kindred = await prepareKindred(servers.kindred(kind), people, options);
    return await use(peer, kindred);
  } finally {
    await peer.close();
    await kindred?.close();
  }
}
