/**
 * Prometheus metrics at GET /metrics: connected sockets, messages stored and delivered, the wait to
 * a match, a message's time in the server by stage, AI latency and errors, crisis mode openings and
 * the safety model's answers, HTTP latency, and the process's own figures. One registry per server,
 * so that tests building several servers in one process keep their counts apart.
 */
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { routes } from "../../shared/routes.js";
import { route } from "../route.js";
import { metricsAccess } from "./metrics-access.js";

export type Metrics = ReturnType<typeof createMetrics>;

/** The stages of kindred_message_send_seconds (messages/service.ts times them; the bench reads them). */
export const MESSAGE_STAGES = ["screening", "storing", "whole"] as const;
export type MessageStage = (typeof MESSAGE_STAGES)[number];

export function createMetrics(options: { connectedSockets: () => number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "kindred_" });
  const metric = <T>(make: (registers: Registry[]) => T) => make([registry]);

  metric(
    (registers) =>
      new Gauge({
        name: "kindred_sockets_connected",
        help: "Socket.IO connections open on this instance.",
        registers,
        collect() {
          this.set(options.connectedSockets());
        },
      }),
  );
  return {
    registry,
    messagesStored: metric(
      (registers) =>
        new Counter({
          name: "kindred_messages_stored_total",
          help: "Messages stored, by kind.",
          labelNames: ["kind"],
          registers,
        }),
    ),
    messagesDelivered: metric(
      (registers) =>
        new Counter({
          name: "kindred_messages_delivered_total",
          help: "Message deliveries to sockets on this instance (one per receiving socket).",
          registers,
        }),
    ),
    messageStages: metric(
      (registers) =>
        new Histogram({
          name: "kindred_message_send_seconds",
          help: "A stored message's time in this instance, by stage: screening (the message limit, the screening thread and what it waits for), storing (its batch: waiting for it and running it), whole (from the send handler's start to the acknowledgement). Waiting for the event loop before the handler runs is not in it: see kindred_nodejs_eventloop_lag_seconds.",
          labelNames: ["stage"],
          buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
          registers,
        }),
    ),
    matchWait: metric(
      (registers) =>
        new Histogram({
          name: "kindred_match_wait_seconds",
          help: "From opening a waiting chat to its match.",
          buckets: [1, 5, 15, 30, 60, 120, 300, 600],
          registers,
        }),
    ),
    aiReply: metric(
      (registers) =>
        new Histogram({
          name: "kindred_ai_reply_seconds",
          help: "Time to a complete persona reply, by provider and outcome (ok or error).",
          labelNames: ["provider", "outcome"],
          buckets: [0.05, 0.25, 1, 2.5, 5, 10, 20, 40],
          registers,
        }),
    ),
    crisisOpened: metric(
      (registers) =>
        new Counter({
          name: "kindred_crisis_opened_total",
          help: "Times crisis mode opened in a chat, by detector (offline, window, model, before-match: a match opened in crisis support for a crisis noticed before it, while waiting or in an earlier chat, already counted under its own detector), category and tier. Never the text.",
          labelNames: ["detector", "category", "tier"],
          registers,
        }),
    ),
    safetyModelChecks: metric(
      (registers) =>
        new Counter({
          name: "kindred_safety_model_checks_total",
          help: "Messages the safety model was asked about, by provider and outcome (flagged, clear, timeout, error, malformed).",
          labelNames: ["provider", "outcome"],
          registers,
        }),
    ),
    httpDuration: metric(
      (registers) =>
        new Histogram({
          name: "kindred_http_request_duration_seconds",
          help: "HTTP request latency by method, route and status.",
          labelNames: ["method", "route", "status"],
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
          registers,
        }),
    ),
  };
}

/**
 * Installed on the root instance (not as an encapsulated plugin), so the hook times every route.
 * `token` is METRICS_TOKEN: who may scrape is decided in metrics-access.ts.
 */
export function installMetrics(fastify: FastifyInstance, metrics: Metrics, options: { token?: string } = {}) {
  fastify.addHook("onResponse", async (request, reply) => {
    // The route's pattern, never the raw URL: ids in paths would make a new series per chat.
    const route = request.routeOptions.url ?? "unmatched";
    metrics.httpDuration.labels(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
  });
  route(fastify, routes.metrics, { onRequest: metricsAccess(options.token) }, async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
}
