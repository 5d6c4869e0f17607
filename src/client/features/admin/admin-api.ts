/**
 * The dashboard's calls and their query hooks, parsed with the shared admin contract. Query keys
 * all start with "admin" so the live socket can refresh the chat list and overview in one sweep.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  AdminChatPage,
  AdminOverview,
  AdminReportList,
  AdminStatus,
  AdminSuggestionList,
  AdminWaitlist,
  type AdminChatTab,
} from "../../../shared/admin-api";
import { AiAgentsInitResult, MessageList } from "../../../shared/api";
import { api } from "../../lib/api";

export const adminKeys = {
  all: ["admin"] as const,
  chats: ["admin", "chats"] as const,
  chatTab: (status: AdminChatTab, crisis: boolean) => ["admin", "chats", status, { crisis }] as const,
  overview: ["admin", "overview"] as const,
  reports: ["admin", "reports"] as const,
  reportMessages: (chatId: string) => ["admin", "report-messages", chatId] as const,
  suggestions: ["admin", "suggestions"] as const,
  waitlist: ["admin", "waitlist"] as const,
  status: ["admin-status"] as const,
};

/** One page of a tab's chats, all or only those in crisis. */
export function fetchAdminChats(status: AdminChatTab, crisis: boolean, cursor?: string | null) {
  const query = new URLSearchParams({ status });
  if (crisis) query.set("crisis", "true");
  if (cursor) query.set("cursor", cursor);
  return api.get(`/api/admin/chats?${query}`, AdminChatPage);
}

/** Whether /admin is open to the signed-in person, or would be once their e-mail is verified (the server decides). */
export function useAdminStatus(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.status,
    queryFn: () => api.get("/api/admin/status", AdminStatus),
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
    queryFn: () => api.get("/api/admin/overview", AdminOverview),
    staleTime: Infinity,
    refetchOnMount: "always",
  });
}

export function useReports() {
  return useQuery({ queryKey: adminKeys.reports, queryFn: () => api.get("/api/admin/reports", AdminReportList) });
}

/** A reported chat's messages: admins may read any chat through the ordinary messages route. */
export function useReportMessages(chatId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.reportMessages(chatId),
    queryFn: () => api.get(`/api/chats/${chatId}/messages`, MessageList),
    enabled,
  });
}

export function useSuggestions() {
  return useQuery({
    queryKey: adminKeys.suggestions,
    queryFn: () => api.get("/api/admin/suggestions", AdminSuggestionList),
  });
}

export function useWaitlist() {
  return useQuery({ queryKey: adminKeys.waitlist, queryFn: () => api.get("/api/admin/waitlist", AdminWaitlist) });
}

export function useAdmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.send(`/api/admin/waitlist/${userId}/admit`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.waitlist }),
  });
}

export function useInitAgents() {
  return useMutation({ mutationFn: () => api.post("/api/admin/ai-agents/init", {}, AiAgentsInitResult) });
}
