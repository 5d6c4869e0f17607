/** App-wide providers: one QueryClient and one toaster for the whole app. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useState, type ReactNode } from "react";
import { ToastHost } from "@/components/ToastHost";
import { ME_QUERY_KEY } from "@/lib/session";

interface FrameProps {
  children: ReactNode;
  /**
   * Known to be signed out before the session is asked for: the page is rendered for a visitor
   * (the build's prerender), or adopts HTML the server sends only to visitors (main.tsx).
   */
  signedOut?: boolean;
}

export function Providers({ children, signedOut = false }: FrameProps) {
  // Created once per mount so that tests, or two pages prerendered by the build, never share a cache.
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      defaultOptions: {
        queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: 1 },
      },
    });
    // Dated long ago, so stale: the page renders as a visitor's at once and still asks the server.
    if (signedOut) client.setQueryData(ME_QUERY_KEY, null, { updatedAt: 0 });
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}

/**
 * What surrounds the router, in the browser (main.tsx) and in the build's prerender (prerender.tsx)
 * alike: hydrating a prerendered page needs both to render the very same tree.
 */
export function AppFrame({ children, signedOut }: FrameProps) {
  return (
    <StrictMode>
      <Providers signedOut={signedOut}>{children}</Providers>
    </StrictMode>
  );
}
