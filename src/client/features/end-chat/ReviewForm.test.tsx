// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewBody } from "@shared/after-chat-api";
import { fakeServer, renderWithToasts, type ServerCall } from "@/testing/dom";
import { endChatApi } from "./end-chat-api";
import { ReviewForm } from "./ReviewForm";

const chatId = "5f0c7d2e-3b1a-4c8e-9d6f-2a4b6c8e0f13";

/** POST …/review as Kindred's server reads it: the shared schema (its first sentence), then 204. */
function reviews(call: ServerCall) {
  const parsed = ReviewBody.safeParse(call.body);
  return parsed.success ? { status: 204 } : { status: 400, body: { error: parsed.error.issues[0]!.message } };
}

function open() {
  return renderWithToasts(
    <ReviewForm feedbackType="neutral" onSubmit={(body) => endChatApi.review(chatId, body).then(() => undefined)} />,
  );
}

const submit = () => screen.getByRole("button", { name: "Submit Review" });

describe("the review form", () => {
  it("sends the stars and the mood, then thanks in place of the form", async () => {
    const calls = fakeServer(reviews);
    const { user } = open();
    await user.click(screen.getByRole("radio", { name: "3 stars" }));
    await user.click(submit());
    expect(await screen.findByText("Thank you for your review. It helps Kindred stay kind.")).toBeTruthy();
    expect(calls).toEqual([
      { method: "POST", path: `/api/chats/${chatId}/review`, body: { rating: 3, feedbackType: "neutral" } },
    ]);
  });

  it("asks for another try when the server cannot be reached, and sends again when asked", async () => {
    let reachable = false;
    const calls = fakeServer((call) => {
      if (!reachable) throw new TypeError("Failed to fetch");
      return reviews(call);
    });
    const { user } = open();
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.click(submit());
    expect(await screen.findByText("Could not submit your review. Please try again.")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();

    reachable = true;
    await user.click(submit());
    expect(await screen.findByText("Thank you for your review. It helps Kindred stay kind.")).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
