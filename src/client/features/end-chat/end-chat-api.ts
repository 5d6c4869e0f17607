/** The end-chat screen's calls: the summary, the review, and a reconnect token. */
import { ChatSummary, ReconnectResult, type ReviewBody } from "../../../shared/api";
import { api } from "../../lib/api";
import { request } from "../../lib/http";

export const endChatApi = {
  summary: (chatId: string) => api.get(`/api/chats/${chatId}/summary`, ChatSummary),
  review: (chatId: string, body: ReviewBody) => request("POST", `/api/chats/${chatId}/review`, body),
  reconnect: (chatId: string) => api.post(`/api/chats/${chatId}/reconnect`, {}, ReconnectResult),
};
