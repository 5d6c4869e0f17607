/** App-wide providers: one QueryClient and one toaster for the whole app. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ToastHost } from "../components/ToastHost";

export function Providers({ children }: { children: ReactNode }) {
  // Created once per mount so tests or a future SSR never share a cache between sessions.
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
