// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DialogContent } from "./dialog";

/** A dialog opened from code, with no Dialog.Trigger: as a room card opens "Join the Conversation". */
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Enter room</button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <DialogContent title="Join the Conversation" />
      </Dialog.Root>
    </>
  );
}

describe("a dialog", () => {
  it("gives focus back to what opened it when closed with Escape, trigger or not", async () => {
    const user = userEvent.setup();
    render(<OpenedFromCode />);
    const opener = screen.getByRole("button", { name: "Enter room" });
    await user.click(opener);
    expect(screen.getByRole("dialog", { name: "Join the Conversation" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
