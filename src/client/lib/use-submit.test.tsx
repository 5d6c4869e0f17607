// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fakeServer, renderWithToasts } from "@/testing/dom";
import { api } from "./api";
import { useSubmit, type SubmitOptions } from "./use-submit";

/** A form as Kindred's forms use the hook: its button says and shows whether it is sending. */
function Form({ task, ...options }: SubmitOptions & { task: () => Promise<void> }) {
  const submitting = useSubmit(options);
  return (
    <form aria-label="Send" onSubmit={submitting.handleSubmit(task)}>
      {submitting.error && <p role="alert">{submitting.error}</p>}
      <button type="submit" disabled={submitting.pending}>
        {submitting.pending ? "Sending…" : "Send"}
      </button>
    </form>
  );
}

/** A task that finishes when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: vi.fn(() => done), finish };
}

const button = () => screen.getByRole("button", { name: /^Send(ing…)?$/ }) as HTMLButtonElement;
const sendToServer = () => api.send("/api/something");
const submitEvent = () => new Event("submit", { bubbles: true, cancelable: true });

describe("useSubmit", () => {
  it("runs a double submit once, the second arriving before React re-renders the button", async () => {
    const { task, finish } = held();
    renderWithToasts(<Form failure={{ toast: "Error" }} task={task} />);
    const form = screen.getByRole("form", { name: "Send" });
    act(() => {
      form.dispatchEvent(submitEvent());
      form.dispatchEvent(submitEvent());
    });
    expect(task).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button().disabled).toBe(false);
  });

  it("disables the button while the task runs, and takes it again once it has finished", async () => {
    const { task, finish } = held();
    const { user } = renderWithToasts(<Form failure={{ toast: "Error" }} task={task} />);
    await user.dblClick(button());
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe("Sending…");
    expect(task).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(button().textContent).toBe("Send");
    await user.click(button());
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("toasts the server's refusal in its own words under the form's title, and ends pending", async () => {
    const calls = fakeServer(() => ({ status: 429, body: { error: "Too many attempts. Please wait a minute." } }));
    const { user } = renderWithToasts(<Form failure={{ toast: "Could not send" }} task={sendToServer} />);
    await user.click(button());
    expect(await screen.findByText("Too many attempts. Please wait a minute.")).toBeTruthy();
    expect(screen.getByText("Could not send")).toBeTruthy();
    expect(button().disabled).toBe(false);

    await user.click(button());
    expect(calls).toHaveLength(2);
  });

  it("says a refusal inline for an inline form, and clears it once the person submits again", async () => {
    let answer = { status: 403, body: { error: "That password is not right." } as unknown };
    fakeServer(() => answer);
    const { user } = renderWithToasts(<Form failure="inline" task={sendToServer} />);
    await user.click(button());
    expect((await screen.findByRole("alert")).textContent).toBe("That password is not right.");

    answer = { status: 204, body: undefined };
    await user.click(button());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(button().disabled).toBe(false);
  });

  it("says the form's fallback when the server cannot be reached, but a refusal in the server's words", async () => {
    let reachable = false;
    fakeServer(() => {
      if (!reachable) throw new TypeError("Failed to fetch");
      return { status: 409, body: { error: "You have already reviewed this chat." } };
    });
    const { user } = renderWithToasts(
      <Form failure="inline" fallback="Could not submit your review. Please try again." task={sendToServer} />,
    );
    await user.click(button());
    expect((await screen.findByRole("alert")).textContent).toBe("Could not submit your review. Please try again.");

    reachable = true;
    await user.click(button());
    expect((await screen.findByRole("alert")).textContent).toBe("You have already reviewed this chat.");
  });

  it("says a failure's own sentence when the form has no fallback", async () => {
    fakeServer(() => {
      throw new TypeError("Failed to fetch");
    });
    const { user } = renderWithToasts(<Form failure="inline" task={sendToServer} />);
    await user.click(button());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn't reach Kindred. Please check your connection.",
    );
  });

  it("hands a refusal whose code the form answers itself to that step, and says nothing else", async () => {
    const refusal = "Kindred is for adults only.";
    fakeServer(() => ({ status: 403, body: { error: refusal, code: "under-age" } }));
    function AgeForm() {
      const [underAge, setUnderAge] = useState<string | null>(null);
      return underAge ? (
        <p>Turned away: {underAge}</p>
      ) : (
        <Form failure="inline" onRefusal={{ "under-age": setUnderAge }} task={sendToServer} />
      );
    }
    const { user } = renderWithToasts(<AgeForm />);
    await user.click(button());
    expect(await screen.findByText(`Turned away: ${refusal}`)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
