/**
 * What a person wrote when reporting a chat is kept when they report it again while the first report
 * is open (one open report per person and chat: chats/service.ts report). The moderator reads every
 * note: the first usually tells what happened, a later one what happened since. A later report without
 * a note keeps the earlier note; a new note is added after it, and the whole stays within a note's
 * length, the earlier note shortened (never the newest, which tells the moderator what is going on now).
 */
export const NOTE_SEPARATOR = "\n\n— reported again —\n";
/** A note's longest length (shared/after-chat-api.ts ReportBody), kept for the notes together too. */
export const NOTE_MAX = 1_000;

export function mergeReportNotes(earlier: string | null, later: string | null): string | null {
  if (!later) return earlier;
  if (!earlier || earlier === later || earlier.endsWith(NOTE_SEPARATOR + later)) return earlier || later;
  const room = NOTE_MAX - NOTE_SEPARATOR.length - later.length;
  if (room >= earlier.length) return earlier + NOTE_SEPARATOR + later;
  // Too long together: as much of the earlier note as fits, marked as shortened, then the new one whole.
  if (room <= 1) return later;
  // Lengths in UTF-16 units, as the schema counts them; a character is never cut in half.
  const head = earlier.slice(0, room - 1).replace(/[\uD800-\uDBFF]$/, "");
  return head + "…" + NOTE_SEPARATOR + later;
}
