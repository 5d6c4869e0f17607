// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ToastHost } from "@/components/ToastHost";
import { loadToasts } from "@/lib/toast";
import { useVerificationLinkError } from "./use-verification-link-error";

// A toast outlives the test that showed it, and so does a page left mounted: each test looks for its own.
afterEach(async () => {
  cleanup();
  (await loadToasts()).toast.dismiss();
});

function Landing() {
  useVerificationLinkError();
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

function landOn(url: string) {
  const user = userEvent.setup();
  render(
    <>
      <ToastHost />
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route path="/auth" element={<p>The sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </>,
  );
  return user;
}

describe("a verification link that no longer works", () => {
  it("says nothing of an error code it does not know, and leaves the address as it is", async () => {
    landOn("/?error=SOMETHING_ELSE");
    expect(screen.getByText("Now at /?error=SOMETHING_ELSE")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/verification link/)).toBeNull();
  });

  it("says it expired and how to get a new one, then leads to sign-in; the address drops the code", async () => {
    const user = landOn("/?error=TOKEN_EXPIRED");
    expect(await screen.findByText("This verification link has expired")).toBeTruthy();
    expect(screen.getByText(/Links work for an hour\. Sign in, and Kindred will offer/)).toBeTruthy();
    expect(screen.getByText("Now at /")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("The sign-in page")).toBeTruthy();
  });

  it("names a link that is not one Kindred signed, and keeps other query parameters", async () => {
    landOn("/?error=INVALID_TOKEN&ref=mail");
    expect(await screen.findByText("This verification link doesn't work")).toBeTruthy();
    expect(screen.getByText("Now at /?ref=mail")).toBeTruthy();
  });
});
