/**
 * The dashboard's calls and their query hooks, parsed with the shared admin contract. Query keys
 * all start with "admin" so the live socket can refresh the chat list and overview in one sweep.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminChatTab } from "@shared/admin-api";
import type { ModerationAction, ReportStatus } from "@shared/moderation-api";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";

export const adminKeys = {
  all: ["admin"] as const,
  chats: ["admin", "chats"] as const,
  chatTab: (status: AdminChatTab, crisis: boolean) => ["admin", "chats", status, { crisis }] as const,
  overview: ["admin", "overview"] as const,
  reports: ["admin", "reports"] as const,
  reportQueue: (status: ReportStatus) => ["admin", "reports", status] as const,
  /**
   * Outside "admin" on purpose: a refresh of the dashboard (live events, an action) never reads a
   * conversation again; each reading is the moderator's own choice, and the server logs it.
   */
  reportConversation: (reportId: string) => ["moderator-reading", reportId] as const,
  audit: ["admin", "audit"] as const,
  sanctions: ["admin", "sanctions"] as const,
  suggestions: ["admin", "suggestions"] as const,
  waitlist: ["admin", "waitlist"] as const,
  status: ["admin-status"] as const,
};

/** One page of a tab's chats, all or only those in crisis. */
export function fetchAdminChats(status: AdminChatTab, crisis: boolean, cursor?: string | null) {
  const query = { status, crisis: crisis ? "true" : undefined, cursor: cursor ?? undefined };
  return call(routes.adminChats, { query });
}

/** Whether /admin is open to the signed-in person, or would be once their e-mail is verified (the server decides). */
export function useAdminStatus(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.status,
    queryFn: () => call(routes.adminStatus),
    enabled,
  });
}

export function useAdminChats(status: AdminChatTab, crisis: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.chatTab(status, crisis),
    queryFn: ({ pageParam }) => fetchAdminChats(status, crisis, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The socket says when something changed; between events the list is as fresh as it gets. The
    // dashboard hears nothing while another page is open, so coming back reads the list again.
    staleTime: Infinity,
    refetchOnMount: "always",
  });
}

export function useOverview() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: () => call(routes.adminOverview),
    staleTime: Infinity,
    refetchOnMount: "always",
  });
}

/**
 * The report queue of a status, a page at a time (open reports oldest first, decided ones newest
 * first); each page says how many reports the status has. A refresh (an action, a resync, coming
 * back to the window) reads again as many pages as are shown, from the first, each after the one
 * just read: the moderator keeps their place, and a report decided meanwhile leaves without leaving a gap.
 */
export function useReports(status: ReportStatus = "open") {
  return useInfiniteQuery({
    queryKey: adminKeys.reportQueue(status),
    queryFn: ({ pageParam }) => call(routes.reportQueue, { query: { status, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The reported conversation's last messages. Each fetch is a reading the server logs in the audit
 * log, so it is fetched once per opening and never in the background.
 */
export function useReportConversation(reportId: string) {
  return useQuery({
    queryKey: adminKeys.reportConversation(reportId),
    queryFn: () => call(routes.reportConversation, { params: { reportId } }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Warn, suspend, ban or dismiss: the queue, the audit log and the chat lists change with it. */
export function useModerationAction(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) => call(routes.reportAction, { params: { reportId }, body: action }),
    // Not awaited: the caller's own callbacks run before the decided report leaves the open queue.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The suspensions and bans in force, newest first (people by their anonymous id only). */
export function useSanctions() {
  return useQuery({ queryKey: adminKeys.sanctions, queryFn: () => call(routes.sanctionList) });
}

/** Lifts a suspension or a ban with the moderator's reason: the sanctions, queue and audit log change with it. */
export function useLiftSanction(sanctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call(routes.sanctionLift, { params: { sanctionId }, body: { reason } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAuditLog() {
  return useQuery({ queryKey: adminKeys.audit, queryFn: () => call(routes.auditLog) });
}

export function useSuggestions() {
  return useQuery({
    queryKey: adminKeys.suggestions,
    queryFn: () => call(routes.adminSuggestions),
  });
}

export function useWaitlist() {
  return useQuery({ queryKey: adminKeys.waitlist, queryFn: () => call(routes.adminWaitlist) });
}

export function useAdmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(routes.adminAdmit, { params: { userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.waitlist }),
  });
}

export function useInitAgents() {
  return useMutation({ mutationFn: () => call(routes.aiAgentsInit) });
}
