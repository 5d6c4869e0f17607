/**
 * Initialise AI agents (PRODUCT.md §6, §8): one button, the last run's outcome, and the product's toasts.
 * The server decides who may run it; a 401/403 here means the session lost its admin standing.
 */
import { Bot, Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import type { AiAgentsInitResult } from "@shared/api";
import { Button } from "@/components/ui/button";
import { HttpError } from "@/lib/http";
import { useSubmit } from "@/lib/use-submit";
import { useInitAgents } from "./admin-api";
import { duration } from "./format";
import { Panel } from "./Panel";

export function AiAgentsPanel() {
  const init = useInitAgents();
  const initializing = useSubmit({ failure: { toast: "Initialization failed" } });

  const run = () =>
    void initializing.run(async () => {
      let result: AiAgentsInitResult;
      try {
        result = await init.mutateAsync();
      } catch (error) {
        // The session lost its admin standing: said in the product's words rather than the server's.
        if (!(error instanceof HttpError && (error.status === 401 || error.status === 403))) throw error;
        toast.error("Authorization required", {
          description: "You need to be logged in as an admin to initialize AI agents.",
        });
        return;
      }
      const description = `${result.successful} successful, ${result.failed} failed in ${duration(result.duration)}.`;
      if (result.failed > 0) toast.error("AI agents initialized", { description });
      else toast.success("AI agents initialized", { description });
    });

  return (
    <Panel title="AI agents" icon={<Bot className="size-5 text-violet-600" aria-hidden="true" />}>
      <p className="text-sm text-slate-600">
        Registers every room's AI persona with the configured provider. Safe to run again at any time.
      </p>
      <Button className="mt-4 w-full sm:w-auto" onClick={run} disabled={initializing.pending}>
        {initializing.pending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        {initializing.pending ? "Initializing…" : "Initialize AI Agents"}
      </Button>
      <div aria-live="polite">{init.data && <Outcome result={init.data} />}</div>
    </Panel>
  );
}

function Outcome({ result }: { result: AiAgentsInitResult }) {
  const stat = (tone: string) => `rounded-2xl px-3 py-2 text-sm ${tone}`;
  const calm = stat("bg-slate-50 text-slate-600");
  const value = "block text-lg font-semibold whitespace-nowrap tabular-nums sm:text-xl";
  return (
    <ul className="mt-4 grid grid-cols-3 gap-2" aria-label="Last initialization">
      <li className={calm}>
        <span className={`${value} text-slate-900`}>{result.successful}</span> successful
      </li>
      <li className={result.failed ? stat("bg-rose-50 text-rose-800") : calm}>
        <span className={`${value} ${result.failed ? "text-rose-700" : "text-slate-900"}`}>{result.failed}</span> failed
      </li>
      <li className={calm}>
        <span className={`${value} text-slate-900`}>{duration(result.duration)}</span> duration
      </li>
    </ul>
  );
}
