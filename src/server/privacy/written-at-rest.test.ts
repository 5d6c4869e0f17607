/**
 * What people write after a chat, at rest: a review's comment and a report's note are stored
 * encrypted like messages, and every reader (the moderators' queue, "Download my data") shows them.
 * Rows kept in clear from before are encrypted at start, once, even by two instances starting at once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DataExport } from "../../shared/account-api.js";
import { ReportQueue } from "../../shared/moderation-api.js";
import type { Db } from "../db/client.js";
import { chatReviews, chats, reports, UNDER_AGE_NOTE } from "../db/schema.js";
import { createAbuseReports } from "../messages/abuse-reports.js";
import { CIPHERTEXT_PREFIX, createCipher } from "../messages/crypto.js";
import { fileUnderAgeReport } from "../moderation/under-age-reports.js";
import { ADMIN_EMAIL } from "../security/cast.js";
import { matchTwo, say } from "../testing/chats.js";
import { createTempDatabase } from "../testing/postgres.js";
import {
  databaseKinds,
  getJson,
  sendJson,
  serverForSuite,
  signUp,
  signUpAdmin,
  startTestServer,
  type TestServer,
} from "../testing/server.js";
import { encryptOlderText } from "./older-text.js";

const NOTE = "they kept asking where I live";
const COMMENT = "the quiet lighthouse talk helped";

/** A chat that ended, reported with NOTE and reviewed with COMMENT by `reporter`. */
async function reportedAndReviewed(server: TestServer) {
  const [reporter, partner] = [await signUp(server), await signUp(server)];
  const chat = await matchTwo(server, reporter, partner);
  await say(server, partner, chat.id, "hello there");
  const post = (url: string, body: unknown) => sendJson(server, "POST", url, body, reporter.cookie);
  expect((await post(`/api/chats/${chat.id}/end`, {})).statusCode).toBe(200);
  expect(
    (await post(`/api/chats/${chat.id}/report`, { reason: "Harassment or bullying", note: NOTE })).statusCode,
  ).toBe(201);
  expect((await post(`/api/chats/${chat.id}/review`, { rating: 4, comment: COMMENT })).statusCode).toBeLessThan(300);
  return { reporter, partner, chatId: chat.id };
}

async function storedTexts(db: Db, chatId: string) {
  const [review] = await db.select().from(chatReviews).where(eq(chatReviews.chatId, chatId));
  const notes = await db.select().from(reports).where(eq(reports.chatId, chatId));
  return { comment: review!.comment, notes: notes.map((r) => r.note) };
}

/** What "Download my data" gives the reporter: their review's comment and their reports' notes. */
async function exported(server: TestServer, cookie: string) {
  const data = DataExport.parse((await getJson(server, "/api/me/export", cookie)).json());
  return { comments: data.reviews.map((r) => r.comment), notes: data.reports.map((r) => r.note) };
}

describe.each(databaseKinds)("review comments and report notes at rest on the %s database", (kind) => {
  const server = serverForSuite({ kind, reviewMinChatMs: 0, config: { adminEmails: new Set([ADMIN_EMAIL]) } });
  let adminCookie: string | undefined;
  const queuedNotes = async (chatId: string) => {
    adminCookie ??= (await signUpAdmin(server, ADMIN_EMAIL)).cookie;
    const queue = ReportQueue.parse((await getJson(server, "/api/admin/reports?status=open", adminCookie)).json());
    return queue.reports.filter((r) => r.chatId === chatId).map((r) => r.note);
  };

  it("are stored encrypted, Kindred's automatic notes too, and the moderators' queue and the person's download read them", async () => {
    const { db } = server.database;
    const { reporter, partner, chatId } = await reportedAndReviewed(server);
    const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
    const abuse = createAbuseReports({ db, cipher: createCipher(server.config.messageKey), after: 1 });
    await abuse.refused(chat!, partner.userId);
    const stored = await storedTexts(db, chatId);
    expect(stored.notes).toHaveLength(2);
    for (const text of [stored.comment, ...stored.notes]) {
      expect(text?.startsWith(CIPHERTEXT_PREFIX)).toBe(true);
      expect(text).not.toContain("lighthouse");
      expect(text).not.toContain("where I live");
      expect(text).not.toContain("Filed by Kindred");
    }
    const queued = await queuedNotes(chatId);
    expect(queued).toContain(NOTE);
    expect(queued.filter((note) => note?.startsWith("Filed by Kindred: 1 messages"))).toHaveLength(1);
    expect(await exported(server, reporter.cookie)).toEqual({ comments: [COMMENT], notes: [NOTE] });
  });

  it("encrypts the rows kept in clear from before, once even when two passes meet, and leaves Kindred's under-age note", async () => {
    const { db } = server.database;
    const cipher = createCipher(server.config.messageKey);
    const { reporter, partner, chatId } = await reportedAndReviewed(server);
    // As written before encryption: the person's comment and note, the note of a person whose account
    // is gone since, and Kindred's own automatic notes.
    await db.update(chatReviews).set({ comment: COMMENT }).where(eq(chatReviews.chatId, chatId));
    await db.update(reports).set({ note: NOTE }).where(eq(reports.chatId, chatId));
    const abuse = "Filed by Kindred: 3 messages in this chat were refused as abuse aimed at the other person.";
    const orphan = "the reporter of this one has deleted their account";
    await db.insert(reports).values([
      { chatId, reporterId: null, reportedId: partner.userId, reason: "Harassment or bullying", note: abuse },
      { chatId, reporterId: null, reportedId: partner.userId, reason: "Spam or scam", note: orphan },
    ]);
    await fileUnderAgeReport(db, chatId, partner.userId, 18);

    const passes = await Promise.all([encryptOlderText(db, cipher), encryptOlderText(db, cipher)]);
    expect(passes[0] + passes[1]).toBe(4);
    expect(await encryptOlderText(db, cipher)).toBe(0);

    const stored = await storedTexts(db, chatId);
    const underAge = stored.notes.filter((note) => note?.startsWith(UNDER_AGE_NOTE));
    expect(underAge).toHaveLength(1);
    const sealed = [stored.comment, ...stored.notes.filter((note) => !underAge.includes(note))];
    for (const text of sealed) expect(text?.startsWith(CIPHERTEXT_PREFIX)).toBe(true);
    // Encrypted once: each decrypts to the words themselves, never to another ciphertext.
    expect(sealed.map((text) => cipher.decrypt(text!)).sort()).toEqual([COMMENT, NOTE, abuse, orphan].sort());
    expect((await queuedNotes(chatId)).sort()).toEqual([NOTE, abuse, orphan, underAge[0]].sort());
    expect(await exported(server, reporter.cookie)).toEqual({ comments: [COMMENT], notes: [NOTE] });
  });
});

/** Puts the person's comment and note back in clear, as rows written before encryption were. */
async function inClear(db: Db, chatId: string) {
  await db.update(chatReviews).set({ comment: COMMENT }).where(eq(chatReviews.chatId, chatId));
  await db.update(reports).set({ note: NOTE }).where(eq(reports.chatId, chatId));
}

async function expectEncryptedOnce(db: Db, chatId: string, key: Buffer) {
  const cipher = createCipher(key);
  const stored = await storedTexts(db, chatId);
  const texts = [stored.comment!, ...stored.notes.map((note) => note!)];
  expect(texts.every((text) => text.startsWith(CIPHERTEXT_PREFIX))).toBe(true);
  expect(texts.map((text) => cipher.decrypt(text))).toEqual([COMMENT, NOTE]);
}

describe("review comments and report notes kept in clear, at start", () => {
  it("are encrypted when the embedded database's Kindred starts again", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kindred-older-text-"));
    try {
      const first = await startTestServer({ reviewMinChatMs: 0, config: { dataDir } });
      let chatId: string;
      try {
        chatId = (await reportedAndReviewed(first)).chatId;
        await inClear(first.database.db, chatId);
      } finally {
        await first.close();
      }
      const again = await startTestServer({ config: { dataDir } });
      try {
        await expectEncryptedOnce(again.database.db, chatId, again.config.messageKey);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(databaseKinds.includes("postgres"))(
    "are encrypted once when two instances start side by side on PostgreSQL",
    async () => {
      const database = await createTempDatabase();
      try {
        const first = await startTestServer({ reviewMinChatMs: 0, config: { databaseUrl: database.url } });
        let chatId: string;
        try {
          chatId = (await reportedAndReviewed(first)).chatId;
          await inClear(first.database.db, chatId);
        } finally {
          await first.close();
        }
        const both = await Promise.all([1, 2].map(() => startTestServer({ config: { databaseUrl: database.url } })));
        try {
          await expectEncryptedOnce(both[1]!.database.db, chatId, both[1]!.config.messageKey);
        } finally {
          await Promise.all(both.map((server) => server.close()));
        }
      } finally {
        await database.drop();
      }
    },
  );
});
