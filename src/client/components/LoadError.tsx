/** What a page shows where something it needs could not be loaded: which thing, and a way to try again. */
import { RefreshCw } from "lucide-react";
import { Button } from "./ui/button";

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-rose-50 px-4 py-3">
      <p className="text-sm text-rose-900">We couldn't load {what}.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
