/** The chat's REST calls, from the shared route table. The socket carries the same operations live. */
import type { ChatRole, ChatView, MessageView, SendableKind } from "@shared/api";
import type { BlockResult, ReportBody } from "@shared/after-chat-api";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";

export const chatApi = {
  match: async (body: { themeId: string; role: ChatRole; waitingChatId?: string }): Promise<ChatView> =>
    (await call(routes.chatMatch, { body })).chat,
  open: async (chatId: string): Promise<ChatView> => (await call(routes.chatOpen, { params: { chatId } })).chat,
  end: async (chatId: string): Promise<ChatView> => (await call(routes.chatEnd, { params: { chatId } })).chat,
  /** The chat after the block, and whether this person had already reported the partner from it. */
  block: (chatId: string): Promise<BlockResult> => call(routes.chatBlock, { params: { chatId } }),
  report: (chatId: string, body: ReportBody) => call(routes.chatReport, { params: { chatId }, body }),
  cancel: (chatId: string) => call(routes.chatCancel, { params: { chatId } }),
  messagesAfter: async (chatId: string, after: number): Promise<MessageView[]> =>
    (await call(routes.messageList, { params: { chatId }, query: { after } })).messages,
  send: async (
    chatId: string,
    message: { clientId: string; kind?: SendableKind; content: string; confirmedPersonalDetails?: true },
  ): Promise<MessageView> => (await call(routes.messageSend, { params: { chatId }, body: message })).message,
  /**
   * Words the personal-details warning opened over, told to the server, which holds and counts them
   * (never delivered). Nothing waits on it, and nothing is lost when it fails: nothing was sent.
   */
  held: (chatId: string, content: string): void =>
    void call(routes.messageHeld, { params: { chatId }, body: { clientId: crypto.randomUUID(), content } }).catch(
      () => undefined,
    ),
};
