/**
 * Which room the page is in, and how it gets there (PRODUCT.md §4): a new search when there is no room,
 * asking again every 10 s while waiting (keeps the waiting chat matchable and widens the search),
 * New Match, New Theme, Cancel search and End Chat. The server decides every match; this only asks.
 * Each of these ways out first delivers what the page still owes the chat it leaves (use-delivery.ts).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import type { ChatRole, ChatView } from "@shared/api";
import type { BlockResult } from "@shared/after-chat-api";
import { LIMITS } from "@shared/limits";
import { CATALOGUE, findTheme } from "@shared/themes";
import { HttpError } from "@/lib/http";
import { isShutOut, useRefreshStanding } from "@/lib/standing";
import { useSubmit } from "@/lib/use-submit";
import { chatApi } from "./chat-api";
import type { WantedRoom } from "./room-params";
import { deliverBeforeLeaving } from "./use-delivery";
import { conversationStillOpen } from "./refusal";

const HEARTBEAT_MS = 10_000;

export interface Matchmaking {
  roomId: string | null;
  themeId: string;
  role: ChatRole;
  refreshing: boolean;
  /** True while this page is itself closing its chat (so its own "chat ended" news is not news). */
  closing: RefObject<boolean>;
  /**
   * Ends the chat on screen and searches anew; `expiredChatId` names this page's waiting chat that
   * has just expired, so that a newer search of this person's (another tab's) is followed, not replaced.
   */
  newMatch(expiredChatId?: string): Promise<void>;
  newTheme(): Promise<void>;
  cancelSearch(): Promise<void>;
  /** True while Cancel search is running, so its button can be disabled. */
  cancelling: boolean;
  endChat(): Promise<void>;
  /** Blocks the partner of this page's chat; rejects with the reason when Kindred refuses or is away. */
  block(): Promise<BlockResult>;
}

export function useMatchmaking(
  { room, roomId, themeId, role, missing }: WantedRoom,
  chat: ChatView | null,
  onChat: (chat: ChatView) => void,
): Matchmaking {
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const refreshStanding = useRefreshStanding();
  const [refreshing, setRefreshing] = useState(false);
  const searching = useRef(false);
  // "Match found!" is news when the match happens, not when a matched chat is opened again (a reload,
  // the chat's link, a second tab): the chats this page saw waiting, and those it has announced.
  const sawWaiting = useRef(new Set<string>());
  const announced = useRef(new Set<string>());
  const announce = useCallback((view: ChatView) => {
    if (view.matchStatus !== "matched" || view.status !== "active" || view.you === "admin") return;
    if (announced.current.has(view.id)) return;
    announced.current.add(view.id);
    toast.success("Match found!", { description: "Say hello: you're now chatting with another person." });
  }, []);
  const closing = useRef(false);

  const enter = useCallback(
    (view: ChatView) => {
      setParams({ room: view.id, themeId: view.themeId, role }, { replace: true });
      onChat(view);
    },
    [setParams, onChat, role],
  );

  const search = useCallback(
    async (theme: string, waitingChatId?: string) => {
      const view = await chatApi.match({ themeId: theme, role, waitingChatId });
      // The match call itself matched them (a new search, New Match, or the waiting chat's heartbeat).
      announce(view);
      enter(view);
      return view;
    },
    [enter, role, announce],
  );

  // No room yet, or one that does not exist (not an id, or none the server knows): start a search.
  useEffect(() => {
    if ((roomId && !missing) || searching.current) return;
    if (room) {
      toast.error("Chat not found", { description: "The chat room couldn't be found. Starting new search." });
      // Spec §4: the room param is removed at once; the search puts the new room there.
      setParams({ themeId, role }, { replace: true });
    }
    searching.current = true;
    search(themeId).then(
      (view) => {
        searching.current = false;
        // Spec §4: entering the chat page starts a chat and says it is looking; a match made at
        // once is announced by "Match found!" instead, and a room that was not found has already
        // said "Starting new search" (a second toast would cover it at once).
        if (view.matchStatus === "waiting" && !room) toast("Chat started", { description: "Looking for a match" });
      },
      (error: unknown) => {
        searching.current = false;
        const stillIn = conversationStillOpen(error);
        if (stillIn) {
          // A conversation of theirs is open in another tab: this page joins it rather than leave it.
          toast("You're still in a chat", {
            description: "Your conversation is open in another tab or window, so you're back in it here.",
          });
          setParams({ room: stillIn }, { replace: true });
          return;
        }
        const waitlisted = error instanceof HttpError && error.status === 403;
        // A 403 may be a sanction: the pages show it once the standing is read again.
        if (waitlisted) void refreshStanding();
        toast.error("Matching Error", {
          description: waitlisted ? (error as Error).message : "Could not find a match. Please try again.",
        });
        navigate("/check-in", { state: { theme: themeId } });
      },
    );
  }, [roomId, room, missing, themeId, role, setParams, search, navigate, refreshStanding]);

  // A chat this page saw waiting that is now matched (the socket's news): announced once (announce).
  useEffect(() => {
    if (!chat) return;
    if (chat.matchStatus === "waiting" && chat.status === "active") sawWaiting.current.add(chat.id);
    else if (sawWaiting.current.has(chat.id)) announce(chat);
  }, [chat, announce]);

  // While waiting, ask again now and then: the server keeps the chat alive and widens the search.
  const waitingId =
    chat && chat.matchStatus === "waiting" && chat.you === "p1" && chat.status === "active" ? chat.id : null;
  useEffect(() => {
    if (!waitingId) return;
    const timer = setInterval(() => {
      search(themeId, waitingId).catch(() => {
        // A missed heartbeat is harmless; the next one (or the socket) brings the news.
      });
    }, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [waitingId, themeId, search]);

  /** New Match and New Theme are held while one runs, and released a second later (PRODUCT.md §4). */
  const refresh = useCallback(
    async (
      theme: string,
      done: (view: ChatView) => void,
      failed: (refusal?: string) => void,
      expiredChatId?: string,
    ) => {
      if (refreshing) return;
      setRefreshing(true);
      closing.current = true;
      try {
        if (roomId && chat?.status === "active") {
          await deliverBeforeLeaving(roomId);
          await chatApi.end(roomId);
        }
        done(await search(theme, expiredChatId));
      } catch (error) {
        // A 403 is no failure to try again: a sanction's notice replaces the page once read; any other
        // refusal (a warning to read, a hold) is said in the server's words.
        if (!(error instanceof HttpError && error.status === 403)) failed();
        else if (!isShutOut(await refreshStanding())) failed(error.message);
      } finally {
        closing.current = false;
        setTimeout(() => setRefreshing(false), LIMITS.refreshLockReleaseMs);
      }
    },
    [refreshing, roomId, chat, search, refreshStanding],
  );

  const newMatch = (expiredChatId?: string) =>
    refresh(
      themeId,
      // Matched at once, "Match found!" says it all (PRODUCT.md §4): not that it is still looking.
      (view) => view.matchStatus !== "matched" && toast("Looking for a new match"),
      (refusal) =>
        toast.error("Error finding a new match", {
          description: refusal ?? "There was a problem finding a new match. Please try again.",
        }),
      expiredChatId,
    );

  const newTheme = () => {
    const others = CATALOGUE.filter((t) => t.id !== themeId);
    const next = others[Math.floor(Math.random() * others.length)]!;
    return refresh(
      next.id,
      () => toast(`Switched to ${next.title}`),
      (refusal) =>
        toast.error("Error switching themes", {
          description: refusal ?? "There was a problem switching themes. Please try again.",
        }),
    );
  };

  // One cancel at a time: a double click would otherwise cancel twice and say "Search cancelled" twice.
  const cancelling = useSubmit({ failure: { toast: "Could not cancel" } });
  const cancelSearch = () =>
    cancelling.run(async () => {
      if (roomId) {
        await deliverBeforeLeaving(roomId);
        await chatApi.cancel(roomId);
      }
      toast("Search cancelled");
      navigate("/check-in", { state: { theme: themeId } });
    });

  const endChat = async () => {
    closing.current = true;
    try {
      if (roomId && chat?.status === "active") {
        await deliverBeforeLeaving(roomId);
        await chatApi.end(roomId);
      }
    } catch {
      // The person asked to leave, and leaves; the chat the server could not be told of ends when idle.
      toast.error("Could not end the chat", {
        description: "We couldn't reach Kindred. The chat will end on its own once it has been quiet for 10 minutes.",
      });
    } finally {
      // A moderator was in the chat for the two people: their next place is the dashboard.
      if (chat?.you === "admin") navigate("/admin");
      else navigate(roomId ? `/end-chat?room=${roomId}` : "/end-chat");
    }
  };

  /** Blocks the partner; the page then offers a report before moving on. */
  // Its failure is said by whoever asked (components/partner-safety), in the server's words.
  const block = async () => {
    if (!roomId) throw new Error("There is no chat to block anyone from yet.");
    closing.current = true;
    try {
      return await chatApi.block(roomId);
    } catch (error) {
      closing.current = false;
      throw error;
    }
  };

  return {
    roomId,
    themeId: findTheme(chat?.themeId)?.id ?? themeId,
    role,
    refreshing,
    closing,
    newMatch,
    newTheme,
    cancelSearch,
    cancelling: cancelling.pending,
    endChat,
    block,
  };
}
