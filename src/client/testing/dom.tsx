/**
 * Rendering a component as a person meets it, for tests that run in happy-dom
 * (`// @vitest-environment happy-dom` at the top of the test file): the real component with the real
 * toasts beside it, and the server answered at the network boundary — fetch — so that the page's
 * own schemas and error handling run as they do in the browser.
 */
import { cleanup, configure, render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, vi } from "vitest";
import { ToastHost } from "@/components/ToastHost";

// The toasts' library loads on the first toast, as in the browser; on a busy test machine that can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export function renderWithToasts(ui: ReactElement): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <>
        <ToastHost />
        {ui}
      </>,
    ),
  };
}

/** Where the router is now, so that a test can see where a click led (with the query, if any). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

/**
 * What a page of the app has around it at `path`: the session's query client and the router, with
 * the toasts beside it. Navigating away shows "Now at {path}{?query}". For `renderHook`'s wrapper.
 */
export function pageAround(path = "/here"): (props: { children: ReactNode }) => ReactElement {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Page({ children }) {
    return (
      <QueryClientProvider client={client}>
        <ToastHost />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {/* The address may carry a query ("/chat?themeId=calm"); the route is its path. */}
            <Route path={path.split("?")[0]} element={children} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
}

/** The component as a page of the app shows it at `path` (see pageAround). */
export function renderPage(ui: ReactElement, path = "/here"): ReturnType<typeof renderWithToasts> {
  const Page = pageAround(path);
  return { user: userEvent.setup(), ...render(<Page>{ui}</Page>) };
}

export interface ServerCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers every request with `answer(call)` (a status and a JSON body) and records the calls. A
 * function that throws stands for a server that cannot be reached.
 */
export function fakeServer(answer: (call: ServerCall) => { status: number; body?: unknown }): ServerCall[] {
  const calls: ServerCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? "GET",
        path: String(input),
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}
