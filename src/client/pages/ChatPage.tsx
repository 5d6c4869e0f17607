/** /chat?room=&themeId=&role= — the one-to-one chat room. */
import { useCallback, useEffect, useRef, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import type { ChatRole } from "@shared/api";
import { ideasFor } from "@shared/ideas";
import { CRISIS_PERSONA } from "@shared/personas";
import { themeOrDefault } from "@shared/themes";
import {
  CHAT_CLOSED,
  ChatClosedBanner,
  ConnectionBanner,
  HarmNoticeBanner,
  SearchingBanner,
} from "@/features/chat/ChatBanners";
import { CrisisDialog } from "@/features/chat/ChatDialogs";
import { ChatHeader } from "@/features/chat/ChatHeader";
import { EndChatDialog, type Leaving } from "@/features/chat/EndChatDialog";
import { chatApi } from "@/features/chat/chat-api";
import { Composer, type ComposerHandle } from "@/features/chat/Composer";
import { inCrisis, ownRecentTexts } from "@/features/chat/message-log";
import { useCounsel } from "@/lib/use-counsel";
import { useCrisisView } from "@/features/chat/use-crisis-view";
import { useHarmNotice } from "@/features/chat/use-harm-notice";
import { MessageList } from "@/features/chat/MessageList";
import { PartnerPresenceLine } from "@/features/chat/PartnerPresenceLine";
import { SupporterNotice } from "@/features/chat/SupporterNotice";
import { ModeratorCrisisNotice } from "@/features/chat/ModeratorCrisisNotice";
import { useChatRoom } from "@/features/chat/use-chat-room";
import type { GiveBack } from "@/features/chat/use-delivery";
import { useRoomParams } from "@/features/chat/room-params";
import { useMatchmaking } from "@/features/chat/use-matchmaking";
import { matchLine, welcomeLines } from "@/features/chat/welcome";
import { DiagnosticsDialog } from "@/features/diagnostics/DiagnosticsDialog";
import { StandingNotice } from "@/features/standing/StandingNotice";
import { PartnerSafetyDialogs, type PartnerStep } from "@/components/partner-safety/PartnerSafetyDialogs";
import { SessionLoadError } from "@/components/SessionLoadError";
import { UnknownRoomNote } from "@/components/UnknownRoomNote";
import { useMe } from "@/lib/session";
import { useToastClearance } from "@/lib/use-toast-clearance";
import { UnderAgeInChat } from "@/features/standing/UnderAgeInChat";
import { isShutOut, useStanding, useStandingAtClose } from "@/lib/standing";
import { underAgeHeldBelow } from "@shared/age";
import { usePageTitle } from "@/lib/use-page-title";

const MODERATOR_WELCOME =
  "You joined as a moderator. Both people see your messages marked Moderator; you can end the chat from the menu.";

export function ChatPage() {
  usePageTitle();
  const me = useMe();
  // Read beside the chat, not before it; a refusal while chatting reads it again (use-matchmaking).
  const standing = useStanding(Boolean(me.data));
  if (me.isPending) return <Preparing />;
  if (me.isError) return <SessionLoadError fullScreen />;
  if (!me.data) return <Navigate to="/check-in" replace />;
  if (isShutOut(standing.data)) return <StandingNotice standing={standing.data!} />;
  // Not asked their age yet: the check-in asks first (the server refuses the chat until then).
  if (!me.data.profile.adultConfirmed) return <Navigate to="/check-in" replace />;
  return <ChatRoomView />;
}

function Preparing() {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 text-slate-600" role="status">
      Preparing your chat room...
    </main>
  );
}

function ChatRoomView() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as { theme?: string; role?: ChatRole };
  const params = useRoomParams({ themeId: state.theme, role: state.role });
  // Read once: the search then writes the room it opened into the URL (use-matchmaking.ts).
  const [askedRoom] = useState(params.askedThemeId);
  // A message the server refuses gives its words back to the box (use-delivery.ts).
  const composer = useRef<ComposerHandle>(null);
  const giveBack: GiveBack = useCallback((words, found) => composer.current?.giveBack(words, found) ?? false, []);
  const room = useChatRoom(params.roomId, giveBack);
  const match = useMatchmaking({ ...params, missing: room.refused === "missing" }, room.chat, room.setChat);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  /** Report or Block, from the header: in the chat, and after it ended (components/partner-safety). */
  const [partnerStep, setPartnerStep] = useState<PartnerStep>(null);
  const [diagnosticsOpen, setDiagnosticsOpen] = useState(false);
  const crisis = inCrisis(room.messages);
  // A chat in crisis support that has ended keeps its Crisis Counselor for its people (use-counsel.ts).
  const counselling = crisis && room.chat?.status === "completed" && room.chat.you !== "admin";
  const counsel = useCounsel(match.roomId, room.chat?.you);
  const crisisView = useCrisisView({
    messages: room.messages,
    chatId: room.chat?.id ?? null,
    you: room.chat?.you,
    endedInCrisis: counselling,
  });
  const harmNotice = useHarmNotice(room.messages, room.chat?.you === "admin" ? undefined : room.chat?.you, crisis);
  const [harmLinesOpen, setHarmLinesOpen] = useState(false);
  const pinnedTop = useToastClearance();
  const expiredShown = useRef<string | null>(null);
  const atClose = useStandingAtClose(room.chat?.id, room.chat?.endedBy === "closed" && room.chat.you !== "admin");

  // A room that does not exist starts a new search (use-matchmaking.ts); one that is not ours is left.
  useEffect(() => {
    if (room.refused !== "not-yours") return;
    toast.error("Access denied", { description: "You are not a participant in this chat." });
    navigate("/", { replace: true });
  }, [room.refused, navigate]);

  // Existing-room checks (PRODUCT.md §4): a closed chat says so once; the partner leaving is announced.
  const chat = room.chat;
  const restart = match.newMatch;
  useEffect(() => {
    if (!chat || chat.status !== "completed" || expiredShown.current === chat.id || match.closing.current) return;
    expiredShown.current = chat.id;
    if (chat.endedBy) {
      // The two people read who closed it in the banner (ChatClosedBanner), which a moderator has not.
      if (chat.you === "admin") toast(CHAT_CLOSED[chat.endedBy]);
    } else if (chat.matchStatus === "expired" && chat.matchedAt === null) {
      toast("Chat room expired", { description: "Your previous waiting room has expired. Starting a new search." });
      // Named, so that a newer search of this person's in another tab is joined rather than replaced.
      void restart(chat.id);
    } else {
      toast("Chat expired", { description: "This chat has expired. Start a new match whenever you're ready." });
    }
  }, [chat, restart, match.closing]);

  if (!match.roomId) return <Preparing />;

  const theme = themeOrDefault(chat?.themeId ?? match.themeId);
  const moderator = chat?.you === "admin";
  const searching = chat?.status === "active" && chat.matchStatus === "waiting" && chat.you === "p1";
  const closed = chat?.status === "completed";
  // Kindred closed it: perhaps because of something this person said (an under-age hold), which the
  // standing at the close tells; the page then explains in place of the banner (UnderAgeInChat).
  const heldUnderAge = atClose.data?.state === "held" ? underAgeHeldBelow(atClose.data.reason) : null;
  // A conversation with a person ends only when asked twice, by End Chat or by a new search (which
  // leaves it); a search or a closed chat needs no asking.
  const talking = chat?.status === "active" && chat.matchStatus === "matched";
  const leave = (how: Leaving) =>
    void (how === "end" ? match.endChat() : how === "new-match" ? match.newMatch() : match.newTheme());
  const askFirst = (how: Leaving) => (talking ? setLeaving(how) : leave(how));
  const askToEnd = () => askFirst("end");
  const typingLabel = counsel.answering
    ? CRISIS_PERSONA.name
    : room.aiTyping && room.streams.length === 0
      ? room.aiTyping
      : room.partnerTyping
        ? "Anonymous"
        : null;

  return (
    <main className="flex h-dvh flex-col bg-gradient-to-b from-slate-50 to-indigo-50/40">
      <div ref={pinnedTop}>
        <ChatHeader
          theme={theme}
          chat={chat}
          moderator={moderator}
          onLeave={() => (moderator ? void navigate("/admin") : askToEnd())}
          onEnd={askToEnd}
          onBlock={() => setPartnerStep("block")}
          onReport={() => setPartnerStep("report")}
          onDiagnostics={() => setDiagnosticsOpen(true)}
          onHelpLines={crisisView.showHelp}
        />
        <ConnectionBanner connection={room.connection} closed={closed} />
        {talking && !moderator && <PartnerPresenceLine away={room.partnerAway} />}
        {!moderator && !closed && chat?.matchStatus !== "matched" && (
          <UnknownRoomNote asked={askedRoom} theme={theme} placement="strip" />
        )}
        {searching && (
          <SearchingBanner
            aiName={theme.aiAssistant.name}
            cancelling={match.cancelling}
            onCancel={() => void match.cancelSearch()}
          />
        )}
        {closed && !moderator && heldUnderAge !== null && <UnderAgeInChat minimumAge={heldUnderAge} />}
        {closed && !moderator && heldUnderAge === null && (
          <ChatClosedBanner
            endedBy={chat.endedBy}
            onNewMatch={() => void match.newMatch()}
            onEnd={() => void navigate(`/end-chat?room=${chat.id}`)}
          />
        )}
        {crisisView.supporterNotice && <SupporterNotice onHide={crisisView.hideSupporterNotice} />}
        {crisisView.moderatorNotice && <ModeratorCrisisNotice {...crisisView.moderatorNotice} />}
        {harmNotice.chatId && (
          <HarmNoticeBanner
            onOpen={() => {
              setHarmLinesOpen(true);
              harmNotice.close();
            }}
            onClose={harmNotice.close}
          />
        )}
      </div>
      <MessageList
        chat={chat}
        welcome={
          moderator
            ? [MODERATOR_WELCOME]
            : welcomeLines(theme, chat?.yourRole ?? match.role, chat?.matchStatus === "matched")
        }
        matchLine={chat?.matchStatus === "matched" && !moderator ? matchLine(theme, chat.you === "p1") : null}
        messages={counselling ? [...room.messages, ...counsel.messages] : room.messages}
        pending={room.pending}
        failed={room.failed}
        streams={room.streams}
        typingLabel={typingLabel}
      />
      <Composer
        ref={composer}
        disabled={!chat || (closed && !counselling)}
        refreshing={match.refreshing}
        crisis={crisis}
        moderator={moderator}
        counselorOnly={counselling}
        supporting={crisisView.supporter}
        ideas={ideasFor(theme)}
        previousOwn={() => ownRecentTexts(room.messages, chat?.you)}
        withoutPartner={!chat?.matchedAt}
        onSend={counselling ? counsel.send : room.send}
        onHeld={chat && !counselling && !moderator ? (words) => chatApi.held(chat.id, words) : undefined}
        onCrisis={(_clientId, tier) => crisisView.openForWritten(tier)}
        onTyping={room.typing}
        onNewMatch={() => askFirst("new-match")}
        onNewTheme={() => askFirst("new-theme")}
      />
      {chat && (
        <PartnerSafetyDialogs
          chatId={chat.id}
          step={partnerStep}
          onStep={setPartnerStep}
          chatEnded={closed}
          block={() => match.block()}
          report={chatApi.report}
          onBlockDone={(blocked) => void navigate(`/end-chat?room=${blocked}`)}
        />
      )}
      <EndChatDialog leaving={leaving} moderator={moderator} onClose={() => setLeaving(null)} onConfirm={leave} />
      <CrisisDialog open={crisisView.open} onOpenChange={crisisView.setOpen} urgent={crisisView.urgent} />
      <CrisisDialog topic="harm" open={harmLinesOpen} onOpenChange={setHarmLinesOpen} />
      <DiagnosticsDialog open={diagnosticsOpen} onOpenChange={setDiagnosticsOpen} />
    </main>
  );
}
