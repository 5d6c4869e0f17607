/** The chat's REST calls, parsed with the shared contract. The socket carries the same operations live. */
import {
  MatchResult,
  MessageList,
  SentMessage,
  type ChatRole,
  type ChatView,
  type MessageView,
  type ReportBody,
  type SendableKind,
} from "../../../shared/api";
import { request } from "../../lib/http";

export const chatApi = {
  match: async (body: { themeId: string; role: ChatRole; waitingChatId?: string }): Promise<ChatView> =>
    MatchResult.parse(await request("POST", "/api/chats/match", body)).chat,
  open: async (chatId: string): Promise<ChatView> =>
    MatchResult.parse(await request("GET", `/api/chats/${chatId}`)).chat,
  end: async (chatId: string): Promise<ChatView> =>
    MatchResult.parse(await request("POST", `/api/chats/${chatId}/end`, {})).chat,
  block: async (chatId: string): Promise<ChatView> =>
    MatchResult.parse(await request("POST", `/api/chats/${chatId}/block`, {})).chat,
  report: (chatId: string, body: ReportBody) => request("POST", `/api/chats/${chatId}/report`, body),
  cancel: (chatId: string) => request("DELETE", `/api/chats/${chatId}`, {}),
  messagesAfter: async (chatId: string, after: number): Promise<MessageView[]> =>
    MessageList.parse(await request("GET", `/api/chats/${chatId}/messages?after=${after}`)).messages,
  send: async (
    chatId: string,
    message: { clientId: string; kind?: SendableKind; content: string; confirmedPersonalDetails?: true },
  ): Promise<MessageView> => SentMessage.parse(await request("POST", `/api/chats/${chatId}/messages`, message)).message,
};
