/**
 * A POST on a connection of its own, closed afterwards. A burst of people is that many browsers,
 * each with its own connection; fetch would instead queue the burst on the few keep-alive
 * connections left open by earlier requests to the same server (the sign-ups), so the server
 * would see the burst arrive one request at a time.
 *
 * The request is written as bytes on a plain TCP socket and the answer read until the server
 * closes it (`connection: close`): Node's HTTP client spent more of the load generator's core per
 * request than the relay's whole answer costs, so with thousands of connections at once the
 * client, not the server, set the pace of the burst.
 */
import { connect } from "node:net";

export interface PlainAnswer {
  status: number;
  json: unknown;
}

export function postOnOwnConnection(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<PlainAnswer> {
  const target = new URL(url);
  const payload = Buffer.from(JSON.stringify(body));
  const head = Object.entries({
    ...headers,
    host: target.host,
    "content-type": "application/json",
    "content-length": String(payload.length),
    connection: "close",
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  const request = Buffer.concat([
    Buffer.from(`POST ${target.pathname}${target.search} HTTP/1.1\r\n${head}\r\n`),
    payload,
  ]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: target.hostname, port: Number(target.port) }, () => socket.write(request));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/** Status and JSON body of a complete HTTP/1.1 answer, with or without chunked transfer encoding. */
function parseAnswer(answer: Buffer): PlainAnswer {
  const end = answer.indexOf("\r\n\r\n");
  const head = answer.subarray(0, end + 2).toString("latin1");
  const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
  if (!status || end < 0) throw new Error(`the connection closed before a whole answer (${answer.length} bytes)`);
  const chunked = /\r\ntransfer-encoding: chunked\r\n/i.test(head);
  const body = chunked ? unchunked(answer.subarray(end + 4)) : answer.subarray(end + 4);
  let json: unknown = null;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    // Not JSON: the status tells what happened.
  }
  return { status: Number(status), json };
}

/** Each chunk is its size in hex, CRLF, that many bytes, CRLF; a chunk of size 0 ends the body. */
function unchunked(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const lineEnd = data.indexOf("\r\n", at);
    const size = parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (lineEnd < 0 || !(size > 0)) return Buffer.concat(parts);
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
