/**
 * A POST on a connection of its own, closed afterwards. A burst of people is that many browsers,
 * each with its own connection; fetch would instead queue the burst on the few keep-alive
 * connections left open by earlier requests to the same server (the sign-ups), so the server
 * would see the burst arrive one request at a time.
 */
import http from "node:http";

export function postOnOwnConnection(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<{ status: number; json: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent: false,
        timeout: timeoutMs,
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            // Not JSON: the status tells what happened.
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(payload);
  });
}
