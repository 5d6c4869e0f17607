// @vitest-environment happy-dom
/**
 * Personal details that only the server finds: the first part of a split number that the box did
 * not read with the second (sent from another tab, or still on its way when the second was written).
 * The message box and the page's delivery together, as the chat page wires them (ChatPage.tsx): the
 * refused words come back into the box with the warning open over them, and Send anyway delivers them.
 */
import { screen, waitFor } from "@testing-library/react";
import { useCallback, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageView, SendMessageBody } from "@shared/api";
import { findPersonalDetails } from "@shared/personal-details";
import { withPrevious } from "@shared/personal-details-split";
import { personalDetailsRefusal } from "@shared/personal-details-text";
import { screenText } from "@shared/screening";
import { local } from "@/lib/storage";
import { toast } from "@/lib/toast";
import { fakeServer, renderWithToasts } from "@/testing/dom";
import { Composer, type ComposerHandle } from "./Composer";
import { dismissToastsAfterEachTest } from "./composer-testing";
import { useDelivery, type GiveBack } from "./use-delivery";

// No socket connected: every attempt goes over REST, to the fake server below.
vi.mock("socket.io-client", () => ({ io: () => ({ connected: false }) }));

const chatId = "0b6f3c2a-9d4e-4f1a-8c7b-5e2d1a0f9c36";
/** What the writer sent before, from another tab: the server reads the new message with it. */
const EARLIER = ["my number is 07911"];

/** The server's decision, as messages/service.ts makes it: the writer's earlier message read with the new one. */
function messageServer() {
  return fakeServer((call) => {
    const body = SendMessageBody.parse(call.body);
    const screening = screenText(body.content, withPrevious(EARLIER, findPersonalDetails));
    if (screening.kind === "personal-details" && !body.confirmedPersonalDetails) {
      const { found } = screening;
      return { status: 422, body: { error: personalDetailsRefusal(found), code: "personal-details", found } };
    }
    const message = { id: crypto.randomUUID(), chatId, seq: 2, kind: "text", content: body.content };
    const stored = { ...message, sender: "p1", clientId: body.clientId, createdAt: new Date().toISOString() };
    return { status: 201, body: { message: MessageView.parse(stored) } };
  });
}

function ChatBox({ onStored }: { onStored: (messages: MessageView[]) => void }) {
  const composer = useRef<ComposerHandle>(null);
  const giveBack: GiveBack = useCallback((words, found) => composer.current?.giveBack(words, found) ?? false, []);
  const delivery = useDelivery(chatId, onStored, giveBack);
  return (
    <Composer
      ref={composer}
      disabled={false}
      refreshing={false}
      crisis={false}
      ideas={[]}
      // The box's own view holds no earlier message: it cannot foresee the split.
      previousOwn={() => []}
      onSend={delivery.send}
      onTyping={() => {}}
      onNewMatch={() => {}}
      onNewTheme={() => {}}
    />
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  local.remove("kindred:outbox");
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
});
afterEach(() => vi.restoreAllMocks());
dismissToastsAfterEachTest();

describe("personal details the server finds and the box did not", () => {
  it("come back into the box with the warning open, and Send anyway delivers them confirmed", async () => {
    const calls = messageServer();
    const said = vi.spyOn(toast, "error");
    const onStored = vi.fn();
    const { user } = renderWithToasts(<ChatBox onStored={onStored} />);
    const box = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;

    // Alone, "123456" is nothing to the box: it goes, and the server refuses it.
    await user.type(box, "123456{Enter}");
    const warning = await screen.findByRole("alertdialog", { name: "This message seems to contain a phone number." });
    expect(warning.textContent).toContain("Found: 07911 123456");
    expect(box.value).toBe("123456");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).not.toHaveProperty("confirmedPersonalDetails");
    // The keyboard lands on the choice, as for a warning the box opens itself (the warning's effect,
    // which runs just after the dialog is in the page).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit" })));
    expect(said).not.toHaveBeenCalled();
    expect(screen.queryByText("Message not sent")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send anyway" }));
    await waitFor(() => expect(onStored).toHaveBeenCalledOnce());
    expect(calls[1]!.body).toMatchObject({ content: "123456", confirmedPersonalDetails: true });
    expect(onStored.mock.calls[0]![0]).toMatchObject([{ content: "123456" }]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(box.value).toBe("");
  });

  it("come back to be edited: Edit closes the warning and leaves the words in the box", async () => {
    const calls = messageServer();
    const { user } = renderWithToasts(<ChatBox onStored={vi.fn()} />);
    const box = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    await user.type(box, "123456{Enter}");
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(box.value).toBe("123456");
    expect(document.activeElement).toBe(box);
    expect(calls).toHaveLength(1);
  });
});
