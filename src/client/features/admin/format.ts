/**
 * Small time formatters for the dashboard. Hand-written rather than Intl.RelativeTimeFormat: its
 * narrow style differs between browsers ("12s ago", "12 sec. ago"), and PRODUCT.md §9 wants "x ago".
 */
import { seatName } from "@/lib/seat-name";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "12s ago", "5m ago", "3h ago", "2d ago"; a clock a little ahead of ours still reads "0s ago". */
export function timeAgo(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)}s ago`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

/** A wait or a run time people can read at a glance: "850 ms", "42 s", "3 min 20 s", "1 h 5 min". */
export function duration(ms: number): string {
  if (ms < SECOND) return `${Math.round(ms)} ms`;
  // Round once, then split, so 119.6 s reads "2 min" and never "1 min 60 s".
  const seconds = Math.round(ms / SECOND);
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3_600) return join(Math.floor(seconds / 60), "min", seconds % 60, "s");
  const minutes = Math.round(ms / MINUTE);
  return join(Math.floor(minutes / 60), "h", minutes % 60, "min");
}

const join = (big: number, bigUnit: string, small: number, smallUnit: string) =>
  small ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString([], { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

/** Who wrote a message, in words: participants stay anonymous, as they are to each other. */
export function senderLabel(sender: string): string {
  const seat = seatName(sender);
  if (seat) return seat;
  if (sender === "admin") return "Moderator";
  if (sender === "system") return "System";
  return sender.startsWith("ai:") ? `${sender.slice(3)} (AI)` : sender;
}
