/**
 * How Kindred handles data, as the code does it: what is stored (db/schema, auth-tables), encryption
 * at rest of messages, review comments and report notes (messages/crypto.ts), who reads messages (the
 * partner from the match on; moderators, audited: moderation/moderator-in-chat.ts, audit-trail.ts),
 * how long things are kept (a chat's messages for the server's CHAT_RETENTION_DAYS, chats/retention.ts;
 * the rest until the account is erased, account/erase.ts), export and deletion (account/), the AI
 * companion and the safety model (ai/, crisis/safety-model.ts), e-mail and the browser's storage.
 * What Kindred does not do is said as plainly as what it does.
 */
import { PageLink, PolicyList, PolicySection } from "./PolicyPage";

/**
 * `chatRetentionDays` is the server's (CHAT_RETENTION_DAYS): null when chats are not deleted on a
 * schedule; until the server has answered (and in the page prerendered at build), the default is named.
 */
export function PrivacyContent({ chatRetentionDays }: { chatRetentionDays?: number | null }) {
  return (
    <>
      <PolicySection id="stored" title="What Kindred keeps">
        <PolicyList>
          <li>
            <strong>Your account:</strong> your e-mail address and your password, kept only as a hash. Kindred also
            needs a display name, made from the part of your e-mail address before the @; it is never shown to anyone
            you chat with. Then the role you chose at check-in, your tokens and compassion points, and whether you are
            on the waitlist.
          </li>
          <li>
            <strong>Your age:</strong> Kindred asks for your date of birth, checks it and keeps only when you confirmed
            that you are old enough, never the date itself. If the answer is under the minimum age, no account is made;
            a scrambled (hashed) copy of the e-mail address is kept for 24 hours so that it cannot answer again at once,
            then it is gone.
          </li>
          <li>
            <strong>Your sessions:</strong> while you are signed in, Kindred keeps your session with the network address
            it started from and your browser’s name (its user agent).
          </li>
          <li>
            <strong>Your chats:</strong> the room, when each chat started and ended, and every message, reaction and
            vibe, with what the room’s companion said, until they are deleted (see How long things are kept below).
            Message text is encrypted at rest with AES-256-GCM, so a copy of the database alone reveals nothing.
            Kindred’s server holds the key and decrypts messages to deliver them: this is not end-to-end encryption.
          </li>
          <li>
            <strong>What you give after a chat:</strong> your review (rating, how the chat felt and any comment),
            reports you file with their reason and note, people you block and reconnect tokens you send; and theme ideas
            you suggest. A review’s comment and a report’s note are encrypted at rest like messages.
          </li>
          <li>
            <strong>Safety records:</strong> when crisis support opened in a chat (what kind of words, never the words),
            that you confirmed sending contact details (what kind, never the details, kept as long as that message),
            reports about you and any warning, suspension or ban, with the moderators’ audit log. A message of yours
            refused as urging someone in crisis to harm themselves, or as a sexual advance, is kept with Kindred’s
            report on it, encrypted like messages, for the moderators only. A message held by the personal-details
            warning that you did not send anyway is kept too, encrypted, and read by nobody unless you have several held
            in one chat: then Kindred reports it, and the moderators read them. All of these are deleted with the chat’s
            messages, and are in your Download my data.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="readers" title="Who can read your messages">
        <PolicyList>
          <li>
            <strong>The person you are matched with</strong>, from the moment of the match. What you say to the room’s
            companion while you wait stays yours. If it opened crisis support, the chat you are matched in opens in
            crisis support too: your partner reads that you may be going through a hard time, never what you said, and
            moderators see that the chat is in crisis support, not your words.
          </li>
          <li>
            <strong>Kindred’s moderators</strong>, when a chat is reported (its latest 30 messages, any message refused
            as urging someone in crisis or as a sexual advance, and messages held by the personal-details warning once
            Kindred has reported them) or when they join a chat from the admin dashboard, which is possible only once
            someone has been matched; the dashboard’s lists also show each matched chat’s last message. Every time a
            moderator reads, writes in or ends a chat that is not their own, or opens such a list, an audit log records
            who, what and when.
          </li>
          <li>Nobody else. Partners never learn each other’s e-mail, name or account.</li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="ai" title="The AI companion and the safety check">
        <p>
          By default each room’s companion runs on Kindred’s own server, and nothing you write to it leaves that server.
          Kindred can be set up to use an outside AI service instead (<code>AI_PROVIDER=openai</code>, any
          OpenAI-compatible provider): then the messages the companion answers (the last ten at most), the room and the
          feelings you picked are sent to that provider. The chat’s AI Diagnostics name the provider in use.
        </p>
        <p>
          Kindred can also be set up to ask a safety model for a second opinion (<code>SAFETY_PROVIDER</code>, off by
          default): then messages that Kindred’s own crisis check did not flag are sent to it, so that a crisis it
          missed can still open crisis support.
        </p>
      </PolicySection>

      <PolicySection id="kept" title="How long things are kept">
        <ChatRetention days={chatRetentionDays} />
        <p>
          The rest of what Kindred keeps about you stays until you delete your account (what stays after that is said
          below). A session ends when you sign out, or after 14 days without a visit. After a ban, or until a suspension
          ends, a keyed hash of the e-mail address is kept so that it cannot sign up again; nothing else is kept of it.
        </p>
        <p>
          Kindred itself makes no backups. If the people who run this Kindred keep backups of its database, what was
          deleted (a chat’s messages, an account) stays in those copies until the backups themselves expire.
        </p>
        <p>
          The server’s log records requests (the address they came from and the page asked for), never what you write,
          your password or your session.
        </p>
      </PolicySection>

      <PolicySection id="yours" title="Taking your data, or deleting it">
        <p>
          <strong>Download my data</strong>, in the profile menu, gives you everything Kindred holds about you as one
          file: your account, your chats with your messages decrypted, your reviews, reports and suggestions. The people
          you talked with appear only as they appeared to you, never as an account.
        </p>
        <p>
          <strong>Delete account</strong>, in the same menu, asks for your password and erases your account at once.
          Chats that only you were in are removed with it. In chats your partner keeps, your messages stay for them,
          under your anonymous seat and no longer linked to you; what you said to the companion before the match is
          removed. Reports and theme suggestions stay for the moderators, detached from you, and the audit log keeps its
          anonymous entries. Both work even when your account is suspended or banned.
        </p>
      </PolicySection>

      <PolicySection id="email" title="E-mail">
        <p>
          Kindred e-mails you only about your account: to verify your address, to reset your password, and to tell you
          if someone tries to sign up with your address. No newsletters, no marketing. A Kindred set up without a mail
          server keeps these e-mails in its database for its operator instead of sending them; they are deleted with
          your account.
        </p>
      </PolicySection>

      <PolicySection id="cookies" title="Cookies and your browser">
        <p>
          Kindred sets one cookie: the session cookie that keeps you signed in, which scripts cannot read. There is no
          analytics, advertising or tracking, and the pages load nothing from other sites.
        </p>
        <p>
          Your browser keeps a few things for Kindred: that you chose Don’t show again on the welcome card, messages
          waiting to be sent while you are offline (until the server has them), and for the open tab your unsent draft.
          The country whose help lines come first is guessed in your browser from its language and time zone, and is not
          sent to Kindred.
        </p>
      </PolicySection>

      <PolicySection id="more" title="How people treat each other here">
        <p>
          What is allowed in a chat, and what happens when someone breaks the rules, is in the{" "}
          <PageLink to="/guidelines">community guidelines</PageLink>.
        </p>
      </PolicySection>
    </>
  );
}

/** How long a chat's messages are kept, as the server is configured (CHAT_RETENTION_DAYS). */
function ChatRetention({ days }: { days: number | null | undefined }) {
  if (days === null) {
    return (
      <p>This Kindred does not delete chats or messages on a schedule: they are kept until you delete your account.</p>
    );
  }
  const after =
    days === undefined
      ? "a set number of days (90, unless this Kindred is set up otherwise)"
      : `${days} ${days === 1 ? "day" : "days"}`;
  return (
    <p>
      A chat’s messages (what you, your partner and the room’s companion wrote, with reactions and vibes, and a message
      refused as urging that a report kept) are deleted {after} after the chat ends, or after its last message if nobody
      ended it. A chat someone reported keeps its messages until Kindred’s moderators have decided on the report, since
      they are what the moderators read; then the time counts from the decision, if it came after the end. The chat
      itself stays: its room and when it started and ended.
    </p>
  );
}
