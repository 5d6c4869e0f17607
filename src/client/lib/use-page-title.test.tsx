// @vitest-environment happy-dom
/** The tab's title follows the auth page's form as the person switches between them, not only the path. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthPage } from "@/pages/AuthPage";
import { fakeServer } from "@/testing/dom";
import { usePageTitle } from "./use-page-title";

/** The auth page as the public layout holds it: the layout sets the title. */
function TitledAuthPage() {
  usePageTitle();
  return <AuthPage />;
}

describe("the page title", () => {
  it("says which auth form is open: from the address, then as the person switches", async () => {
    fakeServer(() => ({ status: 200, body: { me: null } }));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/auth?mode=signup"]}>
          <Routes>
            <Route path="/auth" element={<TitledAuthPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole("heading", { name: "Create your account" });
    await waitFor(() => expect(document.title).toBe("Create your account · Kindred"));

    await user.click(screen.getByRole("button", { name: "Sign in instead" }));
    await screen.findByRole("heading", { name: "Welcome back" });
    await waitFor(() => expect(document.title).toBe("Sign in · Kindred"));

    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    await waitFor(() => expect(document.title).toBe("Reset your password · Kindred"));
  });
});
