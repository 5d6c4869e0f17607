/** The end-chat screen's calls: the summary, the review, a reconnect token, and reporting or blocking the partner. */
import type { ReportBody, ReviewBody } from "@shared/after-chat-api";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";

export const endChatApi = {
  summary: (chatId: string) => call(routes.chatSummary, { params: { chatId } }),
  review: (chatId: string, body: ReviewBody) => call(routes.chatReview, { params: { chatId }, body }),
  reconnect: (chatId: string) => call(routes.reconnectSend, { params: { chatId } }),
  block: (chatId: string) => call(routes.chatBlock, { params: { chatId } }),
  report: (chatId: string, body: ReportBody) => call(routes.chatReport, { params: { chatId }, body }),
};
