/**
 * Starts Kindred: read the configuration, build, listen, and shut down gracefully on a signal, or
 * when the embedded database's thread is lost.
 */
import { buildServer } from "./app.js";
import { DEFAULT_TUNING, type Tuning } from "./tuning.js";
import { ConfigError, loadConfig } from "./config.js";

/** The kernel caps it at net.core.somaxconn (4,096 on current Linux). */
const LISTEN_BACKLOG = 4_096;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Kindred cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const server = await buildServer(config, tuningFor(process.env));
  const log = server.fastify.log;

  let closing = false;
  const shutdown = async (reason: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    log.info({ reason }, "shutting down");
    // A second signal, or a drain that hangs, must not keep the process forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.close();
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // Without its thread the embedded database answers nothing until Kindred starts again: end with
  // a failure code, so that a supervisor (systemd, a container runtime) restarts it.
  void server.database.lost.then((error) => {
    log.fatal({ reason: error.message }, "The embedded database stopped unexpectedly: Kindred is shutting down");
    // Nothing to await here: shutdown() ends the process, by its timer if closing fails.
    void shutdown("embedded database stopped", 1);
  });

  // Start-up names one address, the one people should open (PUBLIC_URL, or http://localhost:PORT),
  // in place of Fastify's line with the bound address (127.0.0.1 by default), which is not it. With
  // PORT=0 (tests) the port is chosen at listening, so the bound address is the one to name.
  const opened = (bound: string) => (config.port === 0 ? bound : config.publicUrl);
  await server.fastify.listen({
    port: config.port,
    host: config.host,
    // A long accept queue: while the event loop is busy, a burst of new connections waits here
    // instead of overflowing Node's default of 511 and being retried by clients a second or more later.
    backlog: LISTEN_BACKLOG,
    listenTextResolver: (bound) => `Kindred is listening on ${opened(bound)} (${server.database.kind} database)`,
  });
}

/**
 * The end-to-end suite cannot wait two real minutes for a review to open, nor twenty seconds for a
 * partner to be told the other person stepped away, so it may shorten those waits; only a process
 * started with NODE_ENV=test listens to them, so production cannot.
 */
function tuningFor(env: NodeJS.ProcessEnv): Tuning {
  if (env.NODE_ENV !== "test") return DEFAULT_TUNING;
  const review = env.KINDRED_TEST_REVIEW_MIN_MS;
  const away = env.KINDRED_TEST_PARTNER_AWAY_MS;
  return {
    ...DEFAULT_TUNING,
    ...(review === undefined ? {} : { reviewMinChatMs: Number(review) }),
    ...(away === undefined ? {} : { partnerAwayGraceMs: Number(away) }),
  };
}

// The entry point. An error escaping main() is an unhandled rejection: Node prints it and exits
// non-zero, which is what a failed start should do.
void main();
