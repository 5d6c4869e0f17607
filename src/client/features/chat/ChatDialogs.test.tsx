// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CrisisDialog } from "./ChatDialogs";

afterEach(cleanup);

/** The composer behind, and the help lines opening on their own while the person types in it. */
function TypingWhenItOpens() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <textarea aria-label="Message" onChange={(event) => event.target.value === "i can't" && setOpen(true)} />
      <CrisisDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

describe("the help lines opening on their own", () => {
  it("take focus to the dialog, so that keys still being typed pick no other country, and Escape closes it", async () => {
    const user = userEvent.setup();
    render(<TypingWhenItOpens />);
    const box = screen.getByRole("textbox", { name: "Message" });
    await user.type(box, "i can't");
    const dialog = await screen.findByRole("dialog", { name: "You don't have to face this alone" });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    const country = screen.getByRole("combobox", { name: "Help lines in" });
    const before = (country as HTMLSelectElement).value;
    await user.keyboard("i");
    expect((country as HTMLSelectElement).value).toBe(before);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    // Focus goes back to the box, with what was typed in it: nothing is lost or sent.
    expect(document.activeElement).toBe(box);
    expect((box as HTMLTextAreaElement).value).toBe("i can't");
  });
});
