// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChatView, MessageView } from "@shared/api";
import {
  CRISIS_SYSTEM_MESSAGE,
  CRISIS_URGENT_MESSAGE,
  crisisLineAfterMessage,
  crisisLineBeforeMatch,
  crisisLineClientId,
} from "@shared/crisis";
import type { CrisisTier } from "@shared/crisis-types";
import { memoryStorage } from "@/lib/memory-storage";
import { browserStore, type StorageArea } from "@/lib/storage";
import { mergeMessages } from "./message-log";
import { messageAt } from "./message-fixture";
import { rememberedChats } from "./remembered-chats";
import { useCrisisView, type CrisisViewMemory } from "./use-crisis-view";

const CHAT = messageAt(1).chatId;
const NEXT_CHAT = "00000000-0000-4000-8000-000000000001";

const message = messageAt;

/** The line the server posts, to both people, for the crisis words of the message sent as `clientId`. */
const crisisLine = (seq: number, clientId: string, extra: Partial<MessageView> = {}) =>
  message(seq, {
    kind: "system",
    sender: "system",
    content: CRISIS_SYSTEM_MESSAGE,
    clientId: crisisLineClientId(clientId),
    ...extra,
  });

/** A's words (seat p1) and the crisis line they open. */
const aInCrisis = [
  message(1, { sender: "p1", clientId: "a-1", content: "i don't want to be here anymore" }),
  crisisLine(2, "a-1"),
];

function memoryIn(storage: StorageArea): CrisisViewMemory {
  const store = browserStore(() => storage);
  return {
    opened: rememberedChats(store, "opened", 50),
    openedUrgent: rememberedChats(store, "opened-urgent", 50),
    openedAtEnd: rememberedChats(store, "opened-at-end", 50),
    noticeHidden: rememberedChats(store, "notice-hidden", 50),
  };
}

interface Shown {
  log: MessageView[];
  chatId?: string;
  ended?: boolean;
}

/** The view as the chat page of the person in `you` holds it; `storage` is the browser's, kept across a reload. */
function pageOf(you: ChatView["you"], log: MessageView[], storage: StorageArea = memoryStorage()) {
  const memory = memoryIn(storage);
  const hook = renderHook(
    ({ log, chatId = CHAT, ended = false }: Shown) =>
      useCrisisView({ messages: log, chatId, you, endedInCrisis: ended }, memory),
    { initialProps: { log } as Shown },
  );
  const now = () => hook.result.current;
  return {
    modal: () => now().open,
    urgent: () => now().urgent,
    notice: () => now().supporterNotice,
    supporter: () => now().supporter,
    moderatorNotice: () => now().moderatorNotice,
    close: () => act(() => now().setOpen(false)),
    hideNotice: () => act(() => now().hideSupporterNotice()),
    helpFromMenu: () => act(() => now().showHelp()),
    wrote: (tier: CrisisTier = "low") => act(() => now().openForWritten(tier)),
    /** The log as the page holds it next: each delivery merges into a new array, as use-chat-room does. */
    receive: (next: Shown) => hook.rerender(next),
    storage,
  };
}

describe("the crisis view, for the person in crisis", () => {
  it("opens the full view at their first crisis line, once: not for later lines, nor after a reload", () => {
    const a = pageOf("p1", [aInCrisis[0]!]);
    expect(a.modal()).toBe(false);
    a.receive({ log: aInCrisis });
    expect(a.modal()).toBe(true);
    expect(a.notice()).toBe(false);
    expect(a.supporter()).toBe(false);
    a.close();

    const escalated = mergeMessages(aInCrisis, [message(3, { sender: "p1", clientId: "a-3" }), crisisLine(4, "a-3")]);
    a.receive({ log: escalated });
    expect(a.modal()).toBe(false);

    const reloaded = pageOf("p1", escalated, a.storage);
    expect(reloaded.modal()).toBe(false);
    // And can open it again at any time.
    reloaded.helpFromMenu();
    expect(reloaded.modal()).toBe(true);
  });

  it("opens at once for crisis words written here, and not again when the server's line for them comes", () => {
    const a = pageOf("p1", []);
    a.wrote();
    expect(a.modal()).toBe(true);
    a.close();
    a.receive({ log: aInCrisis });
    expect(a.modal()).toBe(false);
  });

  it("opens again, once, when their own words written here reach the high tier", () => {
    const a = pageOf("p1", []);
    a.wrote("moderate");
    a.close();
    a.wrote("low");
    expect(a.modal()).toBe(false);
    expect(a.urgent()).toBe(false);
    a.wrote("high");
    expect(a.modal()).toBe(true);
    // An escalation read here is worded for an emergency at once, as the server's urgent line will be.
    expect(a.urgent()).toBe(true);
    a.close();
    a.wrote("high");
    expect(a.modal()).toBe(false);

    const reloaded = pageOf("p1", [], a.storage);
    reloaded.wrote("high");
    expect(reloaded.modal()).toBe(false);
  });

  it("opens once for high-tier words written first, not again at the next", () => {
    const a = pageOf("p1", []);
    a.wrote("high");
    // A first opening keeps the view's usual words, whatever its tier: only an escalation is urgent.
    expect(a.urgent()).toBe(false);
    a.close();
    a.wrote("high");
    expect(a.modal()).toBe(false);
  });

  it("words a first opening of the high tier alike, whoever noticed it: the usual view, not the emergency one", () => {
    const readHere = pageOf("p1", []);
    readHere.wrote("high");
    // The window read these words (the composer saw nothing); the server's first line is the usual one.
    const plan = message(1, { sender: "p1", clientId: "a-1", content: "bridge. tonight." });
    const windowLine = message(2, {
      kind: "system",
      sender: "system",
      content: CRISIS_SYSTEM_MESSAGE,
      clientId: crisisLineAfterMessage("window", plan.id),
    });
    const noticedByWindow = pageOf("p1", [plan, windowLine]);
    expect([readHere.modal(), noticedByWindow.modal()]).toEqual([true, true]);
    expect([readHere.urgent(), noticedByWindow.urgent()]).toEqual([false, false]);
  });

  it("opens again, worded for an emergency, at the server's urgent line for their words; not again for a later line", () => {
    const a = pageOf("p1", aInCrisis);
    expect(a.modal()).toBe(true);
    expect(a.urgent()).toBe(false);
    a.close();
    // The window read "i took my mums pills" … "like 20 of them": the composer saw neither as crisis.
    const taken = message(3, { sender: "p1", clientId: "a-3", content: "like 20 of them. feeling sleepy now" });
    const urgentLine = message(4, {
      kind: "system",
      sender: "system",
      content: CRISIS_URGENT_MESSAGE,
      clientId: crisisLineAfterMessage("window", taken.id),
    });
    const escalated = mergeMessages(aInCrisis, [taken, urgentLine]);
    a.receive({ log: escalated });
    expect(a.modal()).toBe(true);
    expect(a.urgent()).toBe(true);
    a.close();
    a.receive({ log: mergeMessages(escalated, [message(5, { sender: "p1", clientId: "a-5" }), crisisLine(6, "a-5")]) });
    expect(a.modal()).toBe(false);
    expect(pageOf("p1", escalated, a.storage).modal()).toBe(false);
    // Their partner reads it as a supporter: no modal.
    expect(pageOf("p2", escalated).modal()).toBe(false);
  });

  it("opens in a new chat, whose lines are its own", () => {
    const a = pageOf("p1", aInCrisis);
    a.close();
    const next = [
      message(1, { sender: "p1", clientId: "n-1", chatId: NEXT_CHAT }),
      crisisLine(2, "n-1", { chatId: NEXT_CHAT, id: "00000000-0000-4000-8000-100000000002" }),
    ];
    a.receive({ log: next, chatId: NEXT_CHAT });
    expect(a.modal()).toBe(true);
  });

  it("opens once more when the chat ends in crisis support: the partner has gone, the lines have not", () => {
    const a = pageOf("p1", aInCrisis);
    a.close();
    a.receive({ log: aInCrisis, ended: true });
    expect(a.modal()).toBe(true);
    a.close();
    a.receive({ log: [...aInCrisis], ended: true });
    expect(a.modal()).toBe(false);
  });

  it("treats a line it cannot place (a moderator's words, an older line) as addressed to the viewer", () => {
    const a = pageOf("p2", [message(1, { sender: "admin", clientId: "m-1" }), crisisLine(2, "m-1")]);
    expect(a.modal()).toBe(true);
  });
});

describe("the crisis view, for the partner of the person in crisis", () => {
  it("never opens the modal: a notice shows instead, once per chat, also after a reload", () => {
    const b = pageOf("p2", aInCrisis);
    expect(b.modal()).toBe(false);
    expect(b.notice()).toBe(true);
    b.hideNotice();
    expect(b.notice()).toBe(false);

    // Further crisis messages from the partner, the conversation window's line, the chat ending.
    const more = mergeMessages(aInCrisis, [
      message(3, { sender: "p1", clientId: "a-3", id: "00000000-0000-4000-8000-000000000003" }),
      crisisLine(4, "a-3"),
    ]);
    b.receive({ log: more });
    b.receive({ log: [...more, crisisLine(5, "", { clientId: crisisLineAfterMessage("window", more[2]!.id) })] });
    b.receive({ log: more, ended: true });
    expect(b.modal()).toBe(false);
    expect(b.notice()).toBe(false);
    // The notice is hidden, yet after the end the composer still speaks to a supporter.
    expect(b.supporter()).toBe(true);

    const reloaded = pageOf("p2", more, b.storage);
    expect(reloaded.modal()).toBe(false);
    expect(reloaded.notice()).toBe(false);
  });

  it("shows the notice again from the menu's Help lines, never the modal", () => {
    const b = pageOf("p2", aInCrisis);
    b.hideNotice();
    b.helpFromMenu();
    expect(b.notice()).toBe(true);
    expect(b.modal()).toBe(false);
  });

  it("opens the full view when the partner's own words are crisis language too", () => {
    const b = pageOf("p2", aInCrisis);
    b.receive({ log: [...aInCrisis, message(3, { sender: "p2", clientId: "b-3" }), crisisLine(4, "b-3")] });
    expect(b.modal()).toBe(true);
    expect(b.notice()).toBe(false);
  });

  it("decides nothing before the chat is loaded (whose seat is whose is not known yet)", () => {
    const hook = renderHook(() =>
      useCrisisView({ messages: aInCrisis, chatId: CHAT, you: undefined }, memoryIn(memoryStorage())),
    );
    expect(hook.result.current.open).toBe(false);
    expect(hook.result.current.supporterNotice).toBe(false);
  });
});

describe("the crisis view, for a moderator reading the chat", () => {
  it("never opens the modal by itself: a moderator's notice names whose words opened crisis support", () => {
    const m = pageOf("admin", [aInCrisis[0]!]);
    expect(m.moderatorNotice()).toBeNull();
    m.receive({ log: aInCrisis });
    expect(m.modal()).toBe(false);
    expect(m.notice()).toBe(false);
    expect(m.moderatorNotice()).toEqual({ openedBy: ["Person 1"], beforeMatch: [] });

    // Later lines, the partner's words too, a reload, the chat ending in crisis support.
    const both = mergeMessages(aInCrisis, [
      message(3, { sender: "p2", clientId: "b-3", id: "00000000-0000-4000-8000-000000000003" }),
      crisisLine(4, "b-3"),
    ]);
    m.receive({ log: both });
    m.receive({ log: both, ended: true });
    expect(m.modal()).toBe(false);
    expect(m.moderatorNotice()).toEqual({ openedBy: ["Person 1", "Person 2"], beforeMatch: [] });
    const reloaded = pageOf("admin", both, m.storage);
    expect(reloaded.modal()).toBe(false);
    expect(reloaded.moderatorNotice()).toEqual({ openedBy: ["Person 1", "Person 2"], beforeMatch: [] });
  });

  it("does not open it for crisis words the moderator writes, nor count it as opened in this browser", () => {
    const storage = memoryStorage();
    const m = pageOf("admin", aInCrisis, storage);
    m.wrote("high");
    expect(m.modal()).toBe(false);
    // The same browser's memory is untouched: were the person in crisis on it, theirs still opens.
    expect(pageOf("p1", aInCrisis, storage).modal()).toBe(true);
  });

  it("opens the full view from the menu's Help lines, on demand", () => {
    const m = pageOf("admin", aInCrisis);
    m.helpFromMenu();
    expect(m.modal()).toBe(true);
    expect(m.moderatorNotice()).toEqual({ openedBy: ["Person 1"], beforeMatch: [] });
  });

  it("names a moderator's words, and no one when the opening message is not in view", () => {
    const byModerator = pageOf("admin", [message(1, { sender: "admin", clientId: "m-1" }), crisisLine(2, "m-1")]);
    expect(byModerator.moderatorNotice()).toEqual({ openedBy: ["a moderator"], beforeMatch: [] });
    const unplaced = pageOf("admin", [crisisLine(5, "gone-1")]);
    expect(unplaced.modal()).toBe(false);
    expect(unplaced.moderatorNotice()).toEqual({ openedBy: [], beforeMatch: [] });
  });

  it("shows no notice for a chat out of crisis support, and none to the two people", () => {
    expect(pageOf("admin", [aInCrisis[0]!]).moderatorNotice()).toBeNull();
    expect(pageOf("p1", aInCrisis).moderatorNotice()).toBeNull();
    expect(pageOf("p2", aInCrisis).moderatorNotice()).toBeNull();
  });
});

describe("the crisis view, when crisis support opened at the match for a crisis noticed while waiting", () => {
  /** The line the server posts at the match for the person in `seat`; their waiting words are in no one else's view. */
  const beforeMatchLine = (seq: number, seat: "p1" | "p2", content = CRISIS_SYSTEM_MESSAGE) =>
    message(seq, { kind: "system", sender: "system", content, clientId: crisisLineBeforeMatch(seat) });

  it("gives the person in crisis the full view and their partner the supporter's notice, by the seat it names", () => {
    const log = [beforeMatchLine(3, "p2")];
    const inCrisis = pageOf("p2", log);
    expect(inCrisis.modal()).toBe(true);
    expect(inCrisis.notice()).toBe(false);
    const partner = pageOf("p1", log);
    expect(partner.modal()).toBe(false);
    expect(partner.notice()).toBe(true);
    expect(partner.supporter()).toBe(true);
  });

  it("opens the urgent view for the person whose act was told while waiting, never for their partner", () => {
    const log = [beforeMatchLine(3, "p1", CRISIS_URGENT_MESSAGE)];
    const inCrisis = pageOf("p1", log);
    expect([inCrisis.modal(), inCrisis.urgent()]).toEqual([true, true]);
    const partner = pageOf("p2", log);
    expect([partner.modal(), partner.urgent(), partner.notice()]).toEqual([false, false, true]);
  });

  it("tells a moderator whose crisis it was, as noticed before the match", () => {
    const m = pageOf("admin", [beforeMatchLine(3, "p1")]);
    expect(m.modal()).toBe(false);
    expect(m.moderatorNotice()).toEqual({ openedBy: [], beforeMatch: ["Person 1"] });
  });
});
