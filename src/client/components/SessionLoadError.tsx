/**
 * The session could not be read: Kindred was unreachable, or answered with something the page cannot
 * read. That is not being signed out, so the page says so and offers to ask again, instead of
 * showing a visitor's page or sending the person to sign in.
 */
import { useRefreshMe } from "@/lib/session";
import { LoadError } from "./LoadError";

export function SessionLoadError({ fullScreen = false }: { fullScreen?: boolean }) {
  const refreshMe = useRefreshMe();
  const error = <LoadError what="your session" onRetry={() => void refreshMe()} />;
  if (!fullScreen) return error;
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <div className="w-full max-w-md">{error}</div>
    </main>
  );
}
