/**
 * Chat AI Diagnostics (v2.4): what the browser knows about itself, whether Kindred and its database
 * answer, and a live test of the AI provider — enough for a person (or support) to see what is wrong.
 */
import { Dialog } from "radix-ui";
import { CheckCircle2, RefreshCw, XCircle } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/toast";
import { DialogContent } from "@/components/ui/dialog";
import { connectionLog } from "@/lib/connection-log";
import { useSubmit } from "@/lib/use-submit";
import {
  checkConnections,
  testAi,
  type AiTestOutcome,
  type CheckState,
  type ConnectionReport,
} from "./diagnostics-api";
import { FOCUS_RING, FOCUS_RING_OFFSET } from "@/components/ui/focus-ring";

const TIPS = [
  "Check that you're online; the chat keeps your messages and sends them when you reconnect.",
  "Reload the page if the connection stays limited for more than a minute.",
  "A VPN or a strict firewall can block live connections; Kindred then falls back to polling.",
  "Tag the room's persona with its @handle to ask it something in a matched chat.",
];

const small = `rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 ${FOCUS_RING} disabled:opacity-50`;

function Status({ label, state }: { label: string; state: CheckState | null }) {
  return (
    <li className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <span>{label}</span>
      {state === null ? (
        <span className="text-slate-500">Checking…</span>
      ) : state === "ok" ? (
        <span className="flex items-center gap-1 text-emerald-700">
          <CheckCircle2 className="size-4" aria-hidden="true" /> Connected
        </span>
      ) : (
        <span className="flex items-center gap-1 text-rose-700">
          <XCircle className="size-4" aria-hidden="true" /> {state === "offline" ? "Offline" : "Not reachable"}
        </span>
      )}
    </li>
  );
}

export function DiagnosticsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [report, setReport] = useState<ConnectionReport | null>(null);
  const [aiResult, setAiResult] = useState<AiTestOutcome | null>(null);
  const testing = useSubmit({ failure: { toast: "OpenAI Test Exception" } });
  const [showLogs, setShowLogs] = useState(false);

  const refresh = useCallback(() => {
    setReport(null);
    // checkConnections() turns every failure into a line of its report; it does not reject.
    void checkConnections().then(setReport);
  }, []);

  useEffect(() => {
    if (open) void checkConnections().then(setReport);
  }, [open]);

  const runAiTest = async () => {
    const result = await testAi();
    setAiResult(result);
    if ("timedOut" in result) toast.error("OpenAI Test Failed", { description: "Request timed out after 30 seconds" });
    else if (result.success) toast.success("OpenAI Test Successful", { description: `Provider: ${result.provider}` });
    else toast.error("OpenAI Test Failed", { description: result.error });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        wide
        title={
          <>
            Chat AI Diagnostics <span className="ml-1 text-sm font-normal text-slate-500">v2.4</span>
          </>
        }
        description="Checks your connection to Kindred and tests the AI companion."
      >
        <h3 className="mt-5 text-sm font-semibold text-slate-800">Environment</h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt className="text-slate-500">Address</dt>
          <dd className="truncate">{location.origin}</dd>
          <dt className="text-slate-500">Browser</dt>
          <dd className="truncate" title={navigator.userAgent}>
            {navigator.userAgent}
          </dd>
          <dt className="text-slate-500">Network</dt>
          <dd>{navigator.onLine ? "Online" : "Offline"}</dd>
        </dl>

        <div className="mt-5 flex items-center justify-between">
          <h3 className="text-sm font-semibold text-slate-800">Connection status</h3>
          <button type="button" onClick={refresh} className={small} aria-label="Refresh connection status">
            <RefreshCw className="size-4" aria-hidden="true" />
          </button>
        </div>
        <ul className="mt-2 flex flex-col gap-1.5">
          <Status label="Internet" state={report?.internet ?? null} />
          <Status label="Database" state={report?.database ?? null} />
        </ul>
        {report && <p className="mt-1 text-xs text-slate-500">{report.detail}</p>}

        <h3 className="mt-5 text-sm font-semibold text-slate-800">AI companion</h3>
        <button
          type="button"
          onClick={() => void testing.run(runAiTest)}
          disabled={testing.pending}
          className={`${small} mt-2`}
        >
          {testing.pending ? "Testing…" : "Test AI API"}
        </button>
        {aiResult && (
          <div role="status" className="mt-2 rounded-lg bg-slate-50 p-3 text-sm">
            {"timedOut" in aiResult ? (
              <p className="text-rose-700">Request timed out after 30 seconds</p>
            ) : aiResult.success ? (
              <>
                <p className="font-medium text-emerald-700">AI test successful ({aiResult.provider} provider)</p>
                <p className="mt-1 text-slate-700">{aiResult.response}</p>
              </>
            ) : (
              <p className="text-rose-700">
                AI test failed ({aiResult.provider} provider): {aiResult.error}
              </p>
            )}
          </div>
        )}

        <h3 className="mt-5 text-sm font-semibold text-slate-800">Troubleshooting tips</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>

        {showLogs && (
          <ol
            aria-label="Connection log"
            className="mt-4 max-h-40 overflow-y-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100"
          >
            {connectionLog().length === 0 && <li>No connection events yet.</li>}
            {connectionLog().map((entry, i) => (
              <li key={i}>
                {entry.at.slice(11, 19)} {entry.event}
              </li>
            ))}
          </ol>
        )}

        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={() => setShowLogs((v) => !v)} className={small}>
            {showLogs ? "Hide Logs" : "View Logs"}
          </button>
          <Dialog.Close
            className={`rounded-full bg-indigo-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-indigo-700 ${FOCUS_RING_OFFSET}`}
          >
            Close
          </Dialog.Close>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
