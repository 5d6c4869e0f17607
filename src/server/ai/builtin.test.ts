import { describe, expect, it } from "vitest";
import { CRISIS_PERSONA, PERSONAS } from "../../shared/personas.js";
import { CATALOGUE, findTheme, personaOf } from "../../shared/themes.js";
import { builtinReply, createBuiltinProvider } from "./builtin.js";
import { echoes } from "./companion/fit.js";
import { SUGGESTIONS } from "./companion/suggestions.js";
import { understand } from "./companion/understand.js";
import type { AiRequest, AiTurn } from "./provider.js";
import { trimHistory } from "./provider.js";

const lateNight = findTheme("late-night")!;
const ask = (message: string, history: AiTurn[] = [], extra: Partial<AiRequest> = {}): AiRequest => ({
  persona: personaOf(lateNight),
  theme: lateNight,
  history,
  message,
  vibes: [],
  ...extra,
});

/** Plays a conversation through the builtin companion and returns its replies. */
function talk(messages: string[], extra: Partial<AiRequest> = {}): string[] {
  const history: AiTurn[] = [];
  return messages.map((message) => {
    const reply = builtinReply(ask(message, [...history], extra));
    history.push({ role: "user", content: message }, { role: "assistant", content: reply });
    return reply;
  });
}

const hasSuggestion = (reply: string) => SUGGESTIONS.some((s) => reply.includes(s.text));

describe("the builtin companion", () => {
  it("greets in the persona's voice, knows the room and says it is an AI", () => {
    const greeting = builtinReply(ask(""));
    expect(greeting).toContain("I'm Luna, an AI companion here in Late Night Thoughts");
    expect(greeting.trim().endsWith("?")).toBe(true);
  });

  it("names insomnia as exhausting in its own words, without quoting the person", () => {
    const message = "I can't sleep again, my mind keeps racing";
    const reply = builtinReply(ask(message));
    expect(reply).toMatch(/exhausting/);
    expect(reply).not.toMatch(/joy|glad|happy/i);
    expect(echoes(reply, message)).toBe(false);
    expect(reply).not.toContain('"');
    expect(reply.match(/\?/g)).toHaveLength(1);
  });

  it("reads negation: 'not okay' is low, 'not sad' names no sadness", () => {
    expect(understand("I'm not okay").feelings).toContain("low");
    expect(understand("I'm not okay").mood).toBe("distressed");
    expect(understand("not sad exactly").feelings).not.toContain("sad");
    expect(understand("I got the job!!").mood).toBe("positive");
  });

  it("recognises the kind of turn", () => {
    const turns = {
      "what should I do?": "help",
      "are you a bot?": "about-persona",
      "how long until I get matched?": "about-match",
      "I want to talk to a real person": "wants-human",
      test: "testing",
      hi: "greeting",
      thanks: "thanks",
      "is it normal to feel like this?": "question",
      "I passed my exam!": "good-news",
      "my boss shouted at me today": "venting",
      "hey @luna, thanks": "thanks",
      "can you tell me a joke": "light",
      "distract me pls": "light",
      "what do you think I should say to them tomorrow?": "help",
      // Asked of the companion, "what do you do…" asks for something to try, not for its own habits.
      "what do you do when thoughts loop like this?": "help",
      "what helps when you can't stop overthinking?": "help",
      "what do you do for work?": "question",
    };
    for (const [message, turn] of Object.entries(turns)) expect(understand(message).turn, message).toBe(turn);
  });

  it("tells a joke or a small true thing when asked, another when asked again, and leaves the door open", () => {
    const replies = talk(["can you tell me a joke", "haha another one", "lol yes"]);
    for (const reply of replies) expect(reply).toMatch(/^(?:Here's one|A small true thing)/);
    expect(new Set(replies).size).toBe(3);
    expect(replies[0]).toMatch(/what's on your mind\?$/);
    // "yes" answers the offer only right after it.
    expect(builtinReply(ask("yes"))).not.toMatch(/Here's one|A small true thing/);
  });

  it("answers the person named, not only the sleeplessness it causes", () => {
    const reply = builtinReply(ask("@luna my partner and I keep fighting about small things and I can't sleep"));
    expect(reply).toContain("your partner");
  });

  it("answers a request for help with one or two options to try, remembering what it was about", () => {
    const [, help] = talk(["I can't sleep again, my mind keeps racing", "what should I do?"]);
    expect(hasSuggestion(help!)).toBe(true);
    expect(help).toMatch(/wind-down|dim light|breathing|thought down/);
  });

  it("offers something to try when asked what one does when thoughts loop, not a shrug", () => {
    const [, help] = talk([
      "my thoughts keep going round and round tonight",
      "what do you do when thoughts loop like this?",
    ]);
    expect(hasSuggestion(help!)).toBe(true);
    expect(help).not.toMatch(/can't answer that|don't know for sure/);
  });

  it("suggests for someone else when asked with the handle", () => {
    const reply = builtinReply(ask("@luna can you suggest something to help her sleep?"));
    expect(reply).toContain("help her");
    expect(hasSuggestion(reply)).toBe(true);
    expect(reply).not.toContain("@luna");
  });

  it("never repeats a question or a suggestion, even when the person repeats themselves", () => {
    const replies = talk(Array.from({ length: 8 }, (_, i) => (i % 2 ? "what else can I do?" : "I can't sleep")));
    const questions = replies.flatMap((reply) => reply.match(/[^.!?]*\?/g) ?? []);
    expect(new Set(questions).size).toBe(questions.length);
    const offered = replies.flatMap((reply) => SUGGESTIONS.filter((s) => reply.includes(s.text)).map((s) => s.id));
    expect(new Set(offered).size).toBe(offered.length);
    expect(offered.length).toBeGreaterThanOrEqual(4);
  });

  it("is deterministic for the same conversation", () => {
    expect(talk(["hi", "I feel so lonely", "any advice?"])).toEqual(talk(["hi", "I feel so lonely", "any advice?"]));
  });

  it("says plainly it is an AI, and gives no medication advice or diagnosis", () => {
    expect(builtinReply(ask("are you a real person?"))).toContain("Kindred's AI companion, not a person");
    const melatonin = builtinReply(ask("should I take melatonin to sleep?"));
    expect(melatonin).toContain("I can't advise on medication");
    expect(melatonin).not.toMatch(/\bmg\b|\bdose\b/);
    expect(builtinReply(ask("do you think I have depression"))).toContain("I can't diagnose anything");
  });

  it("knows whether the person is still waiting or already matched", () => {
    expect(builtinReply(ask("I want to talk to a real person"))).toContain("Kindred is still looking for a person");
    const matched = builtinReply(ask("@luna I want to talk to a real person", [], { matched: true }));
    expect(matched).toContain("You're already matched");
    expect(matched).not.toContain("still looking");
  });

  it("mentions the chosen vibes once", () => {
    const vibes = ["Anxious", "Hopeful"];
    const [first, second] = talk(["hello there", "just sitting here"], { vibes });
    expect(builtinReply(ask("", [], { vibes }))).toContain("anxious and hopeful");
    expect([first, second].filter((reply) => reply!.includes("anxious and hopeful")).length).toBeLessThanOrEqual(1);
  });

  it("keeps each room persona's own voice", () => {
    const greetings = CATALOGUE.map((theme) => builtinReply(ask("", [], { theme, persona: personaOf(theme) })));
    expect(new Set(greetings).size).toBe(CATALOGUE.length);
    const win = findTheme("tiny-wins")!;
    expect(builtinReply(ask("I finally cleaned my room!", [], { theme: win, persona: personaOf(win) }))).toMatch(
      /win|celebration/,
    );
  });

  it("streams the reply in pieces that add up to the whole", async () => {
    const pieces: string[] = [];
    const text = await createBuiltinProvider().reply(ask("hi there"), (delta) => pieces.push(delta));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join("")).toBe(text);
  });

  it("never goes quiet or says the same thing twice in a row, however long the conversation, in every room", () => {
    const shrugs = Array.from({ length: 32 }, (_, i) => ["ok", "idk", "cool", "bye"][i % 4]!);
    for (const theme of CATALOGUE) {
      const replies = talk(shrugs, { theme, persona: personaOf(theme) });
      replies.forEach((reply, i) => {
        expect(reply.trim(), `${theme.id} turn ${i}`).not.toBe("");
        if (i) expect(reply, `${theme.id} turn ${i}`).not.toBe(replies[i - 1]);
      });
    }
  });

  it("answers 'is it ok…?' of a feeling with a yes, and 'is it weird…?' with a no", () => {
    const cried: AiTurn[] = [{ role: "user", content: "i cried the whole way home" }];
    for (const [message, history] of [
      ["is it ok to cry about this?", []],
      ["is that normal?", cried],
      ["is it okay that I still miss her?", []],
    ] as const) {
      const reply = builtinReply(ask(message, [...history]));
      expect(reply, message).not.toMatch(/^Not at all|^It isn't/);
      expect(reply, message).toMatch(/^Yes\b/);
    }
    expect(builtinReply(ask("is it weird that I miss him?"))).toMatch(/^Not at all/);
  });

  it("sends only the last ten turns to a model", () => {
    const turns: AiTurn[] = Array.from({ length: 25 }, (_, i) => ({ role: "user", content: `turn ${i}` }));
    expect(trimHistory(turns).map((t) => t.content)).toEqual(turns.slice(15).map((t) => t.content));
    expect(PERSONAS.kin.handle).toBe("@kin");
  });
});

describe("the Crisis Counselor offline", () => {
  const crisis = (messages: string[]) => talk(messages, { persona: CRISIS_PERSONA });

  it("introduces itself as an AI, asks directly about suicide and points to the local line", () => {
    const [first] = crisis(["I want to die"]);
    expect(first).toContain("an AI companion");
    expect(first).toContain("Are you thinking about ending your life?");
    expect(first).toContain("the one for where you live");
    // The numbers are in the crisis view, not in every message.
    expect(first).not.toMatch(/988|116 123/);
  });

  it("greets Crisis Support's room without thanks for words not yet written, and introduces itself once", () => {
    const room = findTheme("crisis")!;
    const [greeting, first] = talk(["", "i cant do this anymore"], { persona: CRISIS_PERSONA, theme: room });
    expect(greeting).toContain("an AI companion");
    expect(greeting).toContain("Are you thinking about ending your life?");
    expect(greeting).not.toContain("Thank you for telling me");
    expect(first).not.toContain("I'm the Crisis Counselor");
  });

  it("answers each message in context and never repeats a sentence", () => {
    const replies = crisis([
      "I want to die",
      "yes",
      "I have pills here",
      "no one is here",
      "I can't call anyone",
      "ok",
      "ok",
    ]);
    expect(replies[1]).toMatch(/Thank you for being honest/);
    // "yes" to thoughts of ending their life hears the emergency wording at once, said once a chat.
    expect(replies[1]).toMatch(/local emergency number/);
    expect(replies[2]).toMatch(/out of reach/);
    expect(replies[4]).toMatch(/text or a chat/);
    const sentences = replies.flatMap((reply) => reply.match(/[^.!?]+[.!?]/g) ?? []).map((s) => s.trim());
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(new Set(replies).size).toBe(replies.length);
  });

  it("keeps caring through a long crisis conversation: back to safety and the lines, never a sentence twice in a row", () => {
    const opening = ["I want to die", "yes", "I have pills here", "no one is here, I'm alone"];
    const shrugs = Array.from({ length: 30 }, (_, i) => ["ok", "whatever", "idk"][i % 3]!);
    const replies = crisis([...opening, ...shrugs]);
    const sentences = (reply: string) => (reply.match(/[^.!?]+[.!?]/g) ?? []).map((s) => s.trim());
    replies.forEach((reply, i) => {
      expect(reply.trim()).not.toBe("");
      if (i) for (const sentence of sentences(reply)) expect(sentences(replies[i - 1]!)).not.toContain(sentence);
    });
    const late = replies.slice(opening.length + 6);
    // After the pills, the emergency wording: safety is then asked as help on its way, means out of reach.
    expect(
      late.some((reply) => /\b(?:safe|on (?:its|their) way|reach anyone|out of reach)\b[^.!?]*\?/.test(reply)),
    ).toBe(true);
    expect(late.some((reply) => /\bline\b/.test(reply))).toBe(true);
    expect(late.filter((reply) => reply === "I'm here.")).toEqual([]);
  });

  it("hears that the person is safe and moves to someone they trust", () => {
    const replies = crisis(["I don't want to be here anymore", "no", "I'm safe", "thanks"]);
    expect(replies[0]).toContain("Are you thinking about ending your life?");
    expect(replies.join(" ")).toContain("someone you trust");
  });
});
