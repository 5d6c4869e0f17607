/**
 * A short, in-memory log of what the connection did (connected, lost, polling, back online), for
 * the diagnostics dialog's "View Logs". Nothing here is sent anywhere.
 */
export interface LogEntry {
  at: string;
  event: string;
}

const MAX = 50;
const entries: LogEntry[] = [];

export function logConnection(event: string) {
  entries.push({ at: new Date().toISOString(), event });
  if (entries.length > MAX) entries.shift();
}

export function connectionLog(): readonly LogEntry[] {
  return [...entries];
}
