// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PERSONAL_DETAILS_RISK } from "@shared/personal-details-text";
import { dismissToastsAfterEachTest, openComposer } from "./composer-testing";

dismissToastsAfterEachTest();

describe("the personal-details warning in the composer", () => {
  it("names every kind it found, with the words themselves", async () => {
    const { user, box } = openComposer();
    await user.type(box, "text me on 07911 123456 or insta @sunny_22{Enter}");
    const warning = await screen.findByRole("alertdialog", {
      name: "This message seems to contain a social media or messaging handle and a phone number.",
    });
    expect(warning.textContent).toContain("07911 123456");
    expect(warning.textContent).toContain("insta @sunny_22");
  });

  it("names a phone number and why it matters; Edit keeps the text and puts the focus back", async () => {
    const { user, box, onSend } = openComposer();
    await user.type(box, "call me on 07700 900123{Enter}");
    const warning = await screen.findByRole("alertdialog", {
      name: "This message seems to contain a phone number.",
    });
    expect(warning.textContent).toContain(PERSONAL_DETAILS_RISK);
    expect(warning.textContent).toContain("Found: 07700 900123");
    // The next key lands on a choice, not on another send.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit" }));
    expect(onSend).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(box.value).toBe("call me on 07700 900123");
    expect(document.activeElement).toBe(box);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("reads a number finished after the writer's previous message, as the server does", async () => {
    const { user, box, onSend } = openComposer({ previousOwn: () => ["my number is 07911"] });
    await user.type(box, "123456{Enter}");
    const warning = await screen.findByRole("alertdialog", { name: "This message seems to contain a phone number." });
    expect(warning.textContent).toContain("07911 123456");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("holds nothing while only the room's companion is in the chat: no stranger reads it (the server agrees)", async () => {
    const { user, box, onSend } = openComposer({ withoutPartner: true });
    await user.type(box, "call me on 07700 900123{Enter}");
    expect(onSend).toHaveBeenCalledWith("call me on 07700 900123", "text", undefined);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("tells one who asks for the other person's details why, and lets a dog's age through", async () => {
    const { user, box, onSend } = openComposer();
    await user.type(box, "how old is your dog?{Enter}");
    expect(onSend).toHaveBeenCalledOnce();
    await user.type(box, "whats ur snap?{Enter}");
    const warning = await screen.findByRole("alertdialog", {
      name: "This message seems to contain a request for contact details.",
    });
    expect(warning.textContent).toContain("Kindred is anonymous");
    expect(onSend).toHaveBeenCalledOnce();
  });

  it("closes with Escape as with Edit", async () => {
    const { user, box, onSend } = openComposer();
    await user.type(box, "call me on 07700 900123{Enter}");
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(box.value).toBe("call me on 07700 900123");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends with the confirmation on Send anyway, and empties the box", async () => {
    const { user, box, onSend } = openComposer();
    await user.type(box, "call me on 07700 900123{Enter}");
    await user.click(await screen.findByRole("button", { name: "Send anyway" }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith("call me on 07700 900123", "text", {
      confirmedPersonalDetails: true,
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(box.value).toBe("");
  });

  it("is taken back by an edit to the message", async () => {
    const { user, box } = openComposer();
    await user.type(box, "call me on 07700 900123{Enter}");
    await screen.findByRole("alertdialog");
    await user.type(box, "!");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("tells the server of the words it holds, once however often Send is pressed on them, and nothing it lets through", async () => {
    const onHeld = vi.fn();
    const { user, box, onSend } = openComposer({ onHeld });
    await user.type(box, "how old is your dog?{Enter}");
    expect(onHeld).not.toHaveBeenCalled();
    await user.type(box, "r u home alone rn?{Enter}");
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await screen.findByRole("alertdialog");
    expect(onHeld).toHaveBeenCalledExactlyOnceWith("r u home alone rn?");
    // Other words the warning holds are told too; Send anyway is a send, not another hold.
    await user.keyboard("{Escape}");
    await user.clear(box);
    await user.type(box, "wanna facetime?{Enter}");
    await user.click(await screen.findByRole("button", { name: "Send anyway" }));
    expect(onHeld.mock.calls).toEqual([["r u home alone rn?"], ["wanna facetime?"]]);
    expect(onSend).toHaveBeenLastCalledWith("wanna facetime?", "text", { confirmedPersonalDetails: true });
  });
});
