/**
 * Moderation in one place: the report queue, the sanctions in force, the audit log, theme
 * suggestions and the waitlist, as tabs.
 */
import { ShieldAlert } from "lucide-react";
import { Tabs } from "radix-ui";
import { useReports, useSuggestions, useWaitlist } from "./admin-api";
import { AuditLogList } from "./AuditLogList";
import { Panel } from "./Panel";
import { ReportsList } from "./ReportsList";
import { SanctionsList } from "./SanctionsList";
import { SuggestionsList } from "./SuggestionsList";
import { tabList, tabTrigger } from "./tabs";
import { WaitlistList } from "./WaitlistList";

export function Moderation() {
  // Read up front (cheap, small lists) so each tab can say how many items wait behind it.
  const counts = {
    reports: useReports().data?.pages[0]?.total,
    suggestions: useSuggestions().data?.suggestions.length,
    waitlist: useWaitlist().data?.people.length,
  };
  const tabs = [
    { value: "reports", label: "Reports", count: counts.reports, body: <ReportsList /> },
    { value: "sanctions", label: "Sanctions", count: undefined, body: <SanctionsList /> },
    { value: "audit", label: "Audit log", count: undefined, body: <AuditLogList /> },
    { value: "suggestions", label: "Suggestions", count: counts.suggestions, body: <SuggestionsList /> },
    { value: "waitlist", label: "Waitlist", count: counts.waitlist, body: <WaitlistList /> },
  ];
  return (
    <Panel title="Moderation" icon={<ShieldAlert className="size-5 text-rose-600" aria-hidden="true" />}>
      <Tabs.Root defaultValue="reports">
        <Tabs.List aria-label="Moderation" className={tabList}>
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabTrigger}>
              {t.label}
              {t.count ? (
                <span className="ml-1.5 rounded-full bg-indigo-100 px-1.5 text-xs text-indigo-800">{t.count}</span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} className="mt-4 focus-visible:outline-none">
            {t.body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Panel>
  );
}
