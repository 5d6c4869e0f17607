// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeServer, renderWithToasts } from "@/testing/dom";
import { SuggestThemeForm } from "./SuggestThemeForm";

const created = { status: 201, body: { id: "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11" } };

describe("Suggest a Theme, as a person uses it", () => {
  it("sends the suggestion once for a double click, thanks once and clears the form", async () => {
    const calls = fakeServer(() => created);
    const { user } = renderWithToasts(<SuggestThemeForm signedIn />);
    await user.type(screen.getByLabelText("Theme name"), "Night owls");
    await user.type(screen.getByLabelText("Description"), "For people awake at 4am");
    await user.dblClick(screen.getByRole("button", { name: "Submit Suggestion" }));

    expect(await screen.findByText("Thank you for your suggestion!")).toBeTruthy();
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/theme-suggestions",
        body: { name: "Night owls", description: "For people awake at 4am" },
      },
    ]);
    expect(screen.getAllByText("Thank you for your suggestion!")).toHaveLength(1);
    expect((screen.getByLabelText("Theme name") as HTMLInputElement).value).toBe("");
  });

  it("asks for both fields, in the product's words, and sends nothing", async () => {
    const calls = fakeServer(() => created);
    const { user } = renderWithToasts(<SuggestThemeForm signedIn />);
    await user.type(screen.getByLabelText("Theme name"), "   ");
    await user.click(screen.getByRole("button", { name: "Submit Suggestion" }));
    expect(await screen.findByText("Please fill in all fields")).toBeTruthy();
    expect(screen.getByText("Both theme name and description are required.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("asks a visitor to log in first", async () => {
    const calls = fakeServer(() => created);
    const { user } = renderWithToasts(<SuggestThemeForm signedIn={false} />);
    await user.click(screen.getByRole("button", { name: "Submit Suggestion" }));
    expect(await screen.findByText("You need to be logged in to suggest a theme.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("says so when the server cannot take it, and keeps what was written", async () => {
    fakeServer(() => ({ status: 500, body: { error: "Something went wrong." } }));
    const { user } = renderWithToasts(<SuggestThemeForm signedIn />);
    await user.type(screen.getByLabelText("Theme name"), "Night owls");
    await user.type(screen.getByLabelText("Description"), "For people awake at 4am");
    await user.click(screen.getByRole("button", { name: "Submit Suggestion" }));
    expect(
      await screen.findByText("There was a problem submitting your theme suggestion. Please try again."),
    ).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText("Theme name") as HTMLInputElement).value).toBe("Night owls"));
  });
});
