/**
 * What a moderator must know about a crisis before deciding on a report (report-queue.ts, admins
 * only): whether crisis support opened in the chat on the reported person's words (the strongest
 * tier, and whether one of their lines was the urgent one), and whether Kindred refused a message of
 * the reporter's there as urging them to harm themselves. A goader's retaliatory "they were rude"
 * about the person in crisis then reads as what it is. Facts only, never the words: the moderator
 * reads those in the reported conversation, where each reading is logged. Nothing here decides
 * anything; the moderator still may act.
 */
import { eq } from "drizzle-orm";
import type { QueuedReport } from "../../shared/moderation-api.js";
import { anyOf } from "../db/any-of.js";
import type { Db } from "../db/client.js";
import { crisisOpenings, refusedMessages, reports } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";
import { urgentAmong } from "../crisis/urgent-line.js";

type ReportedCrisis = NonNullable<QueuedReport["reportedCrisis"]>;
export type CrisisContext = Pick<QueuedReport, "reportedCrisis" | "reporterUrged">;
interface ReportRow {
  id: string;
  chatId: string | null;
  reporterId: string | null;
  reportedId: string | null;
}

const TIER_ORDER = { low: 1, moderate: 2, high: 3 } as const;
const key = (chatId: string, personId: string) => `${chatId} ${personId}`;

/** Each report's crisis context, by report id, in three reads for the whole page (and one per urgent check). */
export async function crisisContextOf(
  db: Db,
  cipher: ContentCipher,
  page: ReportRow[],
): Promise<Map<string, CrisisContext>> {
  const chatIds = [...new Set(page.flatMap((r) => (r.chatId ? [r.chatId] : [])))];
  const context = new Map<string, CrisisContext>();
  if (chatIds.length === 0) return context;
  const crises = await crisesByPerson(db, cipher, chatIds);
  const urgers = await urgersByChat(db, chatIds);
  for (const r of page) {
    if (!r.chatId) continue;
    context.set(r.id, {
      reportedCrisis: r.reportedId ? (crises.get(key(r.chatId, r.reportedId)) ?? null) : null,
      reporterUrged: r.reporterId !== null && urgers.has(key(r.chatId, r.reporterId)),
    });
  }
  return context;
}

/**
 * The crisis support each person's own words opened in each chat: the strongest tier, and for the
 * high tier whether the urgent line went out (read from the stored lines, as urgent-line.ts does).
 * Openings on nobody's words (a moderator's) are no one's.
 */
async function crisesByPerson(db: Db, cipher: ContentCipher, chatIds: string[]) {
  const openings = await db
    .select({
      chatId: crisisOpenings.chatId,
      personId: crisisOpenings.personId,
      tier: crisisOpenings.tier,
      seq: crisisOpenings.seq,
    })
    .from(crisisOpenings)
    .where(anyOf(crisisOpenings.chatId, chatIds));
  const strongest = new Map<string, { chatId: string; tier: ReportedCrisis["tier"]; highSeqs: number[] }>();
  for (const { chatId, personId, tier, seq } of openings) {
    if (!chatId || !personId) continue;
    const at = key(chatId, personId);
    const known = strongest.get(at) ?? { chatId, tier, highSeqs: [] };
    if (TIER_ORDER[tier] > TIER_ORDER[known.tier]) known.tier = tier;
    if (tier === "high" && seq !== null) known.highSeqs.push(seq);
    strongest.set(at, known);
  }
  const crises = new Map<string, ReportedCrisis>();
  for (const [at, { chatId, tier, highSeqs }] of strongest)
    crises.set(at, { tier, urgent: await urgentAmong(db, cipher, chatId, highSeqs) });
  return crises;
}

/**
 * Who had a message refused as urging their partner in crisis, by chat: the refused messages are
 * kept only with an urging report (messages/abuse-reports.ts `urged`), which names the writer.
 */
async function urgersByChat(db: Db, chatIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ chatId: refusedMessages.chatId, writerId: reports.reportedId })
    .from(refusedMessages)
    .innerJoin(reports, eq(reports.id, refusedMessages.reportId))
    .where(anyOf(refusedMessages.chatId, chatIds));
  return new Set(rows.flatMap((row) => (row.writerId ? [key(row.chatId, row.writerId)] : [])));
}
