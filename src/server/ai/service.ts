/**
 * The room's persona in a chat: it greets a person who starts waiting, keeps them company while
 * they wait, answers in a matched chat when its handle is written, and speaks as the Crisis
 * Counselor in crisis mode, which also answers the reply to a question it asked (counselor-turn.ts). Replies stream to the room and are then stored like any message
 * (sender `ai:<Name>`), so a reload or a late joiner sees them. What the person wrote has passed
 * the shared screening (messages/service.ts) before we get here, and so has all the history; what
 * the persona writes passes reply-guard.ts before anyone sees it (compose.ts).
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { CRISIS_PERSONA, mentionsHandle, type Persona } from "../../shared/personas.js";
import { personaOf, themeOrDefault } from "../../shared/themes.js";
import { personaReplyClientId } from "../../shared/persona-audience.js";
import { messageViewWith, seatOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { inCrisisMode } from "../crisis/crisis-mode.js";
import type { ContentCipher } from "../messages/crypto.js";
import type { MessageWriter } from "../messages/writer.js";
import { consume } from "../rate-limit.js";
import type { Metrics } from "../ops/metrics.js";
import type { ChatEvents } from "../realtime/hub.js";
import { personaHistory } from "./persona-history.js";
import { actingIn, ALL_LINES, answersCounselor, theirLinesBefore, unansweredByCounselor } from "./counselor-turn.js";
import { composer } from "./compose.js";
import { gathered } from "./gathered.js";
import type { AiProvider, AiTurn } from "./provider.js";
import { oneReplyAtATime } from "./one-reply-at-a-time.js";

/** The fallback line when the AI cannot answer (PRODUCT.md §8). */
export const AI_FALLBACK = "I'm having trouble responding right now. Please try again later.";

export interface AiServiceDeps {
  db: Db;
  cipher: ContentCipher;
  writer: MessageWriter;
  events: ChatEvents;
  provider: AiProvider;
  perUser: RateLimiterAbstract;
  log: FastifyBaseLogger;
  metrics: Metrics;
  /** MINIMUM_AGE: the companion meets a partner said to be younger with Report (companion/kindred-tools.ts). */
  minimumAge: number;
}

export type AiService = ReturnType<typeof createAiService>;

export function createAiService(deps: AiServiceDeps) {
  const { db, cipher, writer, events, provider, perUser, log, metrics, minimumAge } = deps;
  const history = (chat: ChatRow, asked?: ReadonlySet<string>) => personaHistory(db, cipher, chat, asked);
  const compose = composer({ provider, log, minimumAge });

  /** Writes the persona's answer into the chat; on any failure the fallback line (PRODUCT.md §8) instead. */
  async function speak(
    chat: ChatRow,
    persona: Persona,
    message: string,
    askedBy: string | null,
    onlyIf?: (chat: ChatRow) => boolean,
    /** The conversation so far, when the caller knows it without asking the database. */
    known?: { turns: AiTurn[]; vibes: string[]; acting?: boolean },
  ) {
    // A reply asked for while the person waited answers words the partner who joins cannot read: it
    // is stored only while the chat still waits (a greeting's own condition says as much).
    const waitedWhenAsked = chat.matchStatus === "waiting";
    const stillAsAsked = onlyIf ?? ((now: ChatRow) => !waitedWhenAsked || now.matchStatus === "waiting");
    // Named after the person it answers, so that both people's pages say whom it speaks to.
    const streamId = personaReplyClientId(askedBy ? seatOf(chat, askedBy) : null, randomUUID());
    events.aiTyping(chat.id, persona.name);
    const timer = metrics.aiReply.startTimer({ provider: provider.name });
    let text: string;
    let speaker = persona;
    try {
      const words = gathered((delta) => events.aiDelta({ chatId: chat.id, streamId, name: persona.name, text: delta }));
      try {
        ({ text, speaker } = await compose(chat, persona, message, known ?? (await history(chat)), words.push));
      } finally {
        words.flush();
      }
      timer({ outcome: "ok" });
    } catch (error) {
      timer({ outcome: "error" });
      log.warn({ err: error, provider: provider.name }, "AI reply failed");
      text = AI_FALLBACK;
      if (askedBy) events.aiFailed(askedBy, chat.id, "Could not get a response from the AI. Please try again.");
    }
    try {
      const stored = await writer.append({
        chatId: chat.id,
        senderId: `ai:${speaker.name}`,
        kind: "text",
        content: text,
        clientId: streamId,
        onlyIf: stillAsAsked,
      });
      events.messageCreated(chat.id, messageViewWith(stored.chat, stored.message, stored.content));
    } catch (error) {
      // The chat ended (or, for a greeting, someone joined) while the persona was writing.
      log.debug({ err: error }, "AI reply not stored");
    }
  }

  const counselorTurns = oneReplyAtATime();

  /**
   * The Crisis Counselor answers the person: one reply at a time (one-reply-at-a-time.ts), each
   * reading everything they wrote since its last reply to them, so that two messages sent before
   * it replies are read together and neither is left unheard.
   */
  function counselorAnswers(chat: ChatRow, personId: string): Promise<void> {
    return counselorTurns.take(`${chat.id} ${personId}`, async (readThrough) => {
      const unanswered = await unansweredByCounselor(db, cipher, chat, personId, readThrough);
      if (unanswered.length === 0) return readThrough;
      const known = await history(chat, new Set(unanswered.map((m) => m.id)));
      const before = await theirLinesBefore(db, cipher, chat, personId, unanswered[0]!.seq);
      const acting = actingIn(
        before,
        unanswered.map((m) => m.text),
      );
      const joined = unanswered.map((m) => m.text).join("\n");
      await speak(chat, CRISIS_PERSONA, joined, personId, undefined, { ...known, acting });
      return unanswered.at(-1)!.seq;
    });
  }

  return {
    /** A person has just started waiting: the room's persona says hello. */
    greet(chat: ChatRow): Promise<void> {
      // A greeting that would land after someone joined belongs to nobody: it is dropped.
      // The chat was opened just now: nothing has been said in it, and it needs no reading.
      const nothingYet = { turns: [], vibes: [] };
      return speak(
        chat,
        personaOf(themeOrDefault(chat.themeId)),
        "",
        null,
        (now) => now.matchStatus === "waiting",
        nothingYet,
      );
    },

    /**
     * After a person's message is stored: answer while they wait, or when the handle is written;
     * in crisis mode the Crisis Counselor answers, and hears the answer to its own question
     * (counselor-turn.ts). Resolves when the reply is stored (tests wait on it).
     */
    async afterMessage(chat: ChatRow, text: string, authorId: string, crisis: boolean): Promise<void> {
      if (crisis) return counselorAnswers(chat, authorId);
      // Written while the Counselor's reply to them is on its way: that reply reads it too.
      if (counselorTurns.busy(`${chat.id} ${authorId}`)) return counselorAnswers(chat, authorId);
      const persona = personaOf(themeOrDefault(chat.themeId));
      const waiting = chat.matchStatus === "waiting" && chat.participant1Id === authorId;
      if (!waiting && !mentionsHandle(text, persona) && !mentionsHandle(text, CRISIS_PERSONA)) {
        // The answer to the Counselor's own question (counselor-turn.ts decides which): never left
        // unheard, and never refused by the rate limit.
        if (await answersCounselor(db, cipher, chat, authorId)) return counselorAnswers(chat, authorId);
        return;
      }
      try {
        await consume(perUser, authorId, "AI requests");
      } catch (error) {
        events.aiFailed(authorId, chat.id, (error as Error).message);
        return;
      }
      // Once a chat is in crisis mode, only the Crisis Counselor answers: no room persona's
      // conversation ideas or cheerful questions.
      if (await inCrisisMode(db, chat.id)) return counselorAnswers(chat, authorId);
      return speak(chat, persona, text, authorId);
    },

    /**
     * The Crisis Counselor's answer to a person whose chat in crisis support has ended
     * (crisis/after-end.ts decides who may ask): in the context of the chat and of what they said
     * to it since (`earlier`), returned to them alone and stored nowhere, so that it can never
     * reach the partner who left; `supporter` when they are that partner of the person in crisis.
     * On any failure, the fallback line (PRODUCT.md §8).
     */
    async counsel(chat: ChatRow, text: string, authorId: string, earlier: AiTurn[], supporter = false) {
      await consume(perUser, authorId, "AI requests");
      const timer = metrics.aiReply.startTimer({ provider: provider.name });
      try {
        const { turns, vibes } = await history(chat);
        // What they wrote in the chat and to the Counselor since, read together (the page keeps the latter).
        const said = [
          ...(await theirLinesBefore(db, cipher, chat, authorId, ALL_LINES)),
          ...earlier.filter((turn) => turn.role === "user").map((turn) => turn.content),
        ];
        const acting = !supporter && actingIn(said, [text]);
        const known = { turns: [...turns, ...earlier], vibes, supporter, acting };
        const { text: content, speaker } = await compose(chat, CRISIS_PERSONA, text, known, () => undefined);
        timer({ outcome: "ok" });
        return { sender: `ai:${speaker.name}`, content };
      } catch (error) {
        timer({ outcome: "error" });
        log.warn({ err: error, provider: provider.name }, "AI reply after the chat ended failed");
        return { sender: `ai:${CRISIS_PERSONA.name}`, content: AI_FALLBACK };
      }
    },

    /** A one-off test of the configured provider (the diagnostics dialog), counted like any AI request. */
    async test(userId: string): Promise<{ provider: AiProvider["name"]; response: string }> {
      await consume(perUser, userId, "AI requests");
      const theme = themeOrDefault(null);
      const response = await provider.reply({
        persona: personaOf(theme),
        theme,
        history: [],
        message: "This is a connection test from the diagnostics panel. Please say hello.",
        vibes: [],
      });
      return { provider: provider.name, response };
    },
  };
}
