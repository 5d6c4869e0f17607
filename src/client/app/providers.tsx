/** App-wide providers: one QueryClient and one toaster for the whole app. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useState, type ReactNode } from "react";
import { ToastHost } from "../components/ToastHost";

export function Providers({ children }: { children: ReactNode }) {
  // Created once per mount so that tests, or two pages prerendered by the build, never share a cache.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: 1 },
        },
      }),
  );
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
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Providers>{children}</Providers>
    </StrictMode>
  );
}
