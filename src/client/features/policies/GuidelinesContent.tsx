/**
 * The community guidelines, as Kindred enforces them: each rule here is one the server applies
 * (screening.ts and the files it names, the personal-details guard, the age rules, moderation),
 * said plainly, with what happens when it is broken. Nothing here may promise more than the code does.
 */
import { HELPLINE_DIRECTORY } from "@shared/helplines";
import { FILTERED_WORDS, HURT_WORDS_ALLOWED } from "./filter-words";
import { OutsideLink, PageLink, PolicyList, PolicySection } from "./PolicyPage";

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(", ");

/** `minimumAge` is the server's (MINIMUM_AGE); until it has answered, the age is not named. */
export function GuidelinesContent({ minimumAge }: { minimumAge?: number }) {
  const adults = minimumAge === undefined ? "for adults only" : `for adults aged ${minimumAge} and over`;
  return (
    <>
      <PolicySection id="kindness" title="Be kind to the person you talk to">
        <p>
          The person on the other side may be having the worst night of their year. Listen, take them as they are, and
          leave them no worse than you found them. Kindred checks every message before it is delivered, and does not
          send messages that read as abuse aimed at the other person:
        </p>
        <PolicyList>
          <li>insults and slurs aimed at them;</li>
          <li>threats, or wishing them harm;</li>
          <li>telling them to hurt themselves or to die;</li>
          <li>contempt for their body, their life, their family or their grief;</li>
          <li>hate at who they are: their race, religion, sexuality, gender identity or disability;</li>
          <li>mocking their distress (“stop being so dramatic”);</li>
          <li>sexual advances: Kindred is a place for support, not for that.</li>
        </PolicyList>
        <p>
          You are told why a message was not sent, and your partner never sees it. Venting about your own life, or
          telling what someone else said to you, is not abuse and is never held back. Repeated abusive messages in one
          chat are reported to Kindred’s moderators automatically; a sexual advance, or urging a partner who is in
          crisis to harm themselves, is reported the first time.
        </p>
      </PolicySection>

      <PolicySection id="words" title="Words Kindred does not send">
        <p>
          A few words are refused in any message, also in common disguised spellings: {quoted(FILTERED_WORDS)}. You will
          see “Message blocked” and can change the message before sending it.
        </p>
        <p>
          Words of harm and hurt are not refused ({quoted(HURT_WORDS_ALLOWED)}): here you can say what you feel and what
          was done to you, and a listener can ask whether you are safe. Telling of harm done to you is not blocked for
          using these words. The same words aimed at the other person are abuse, and are not sent.
        </p>
      </PolicySection>

      <PolicySection id="details" title="Stay anonymous, and let the other person stay anonymous">
        <p>
          Kindred is anonymous, and that is what keeps both of you safe. Please do not share your contact details (a
          phone number, an e-mail address, a social media or messaging handle, a link to a profile, an address), and do
          not ask for the other person’s, or for their photos, their school, where they are or whether they are alone.
        </p>
        <p>
          When a message seems to hold any of these, Kindred stops it and explains the risk: you can edit it, or choose
          Send anyway. If you send it anyway, the other person sees a reminder beside it that they don’t have to share
          anything and can report anything that feels wrong. Messages sent this way are counted, and repeated ones in
          one chat are reported to the moderators automatically. Kindred keeps a record of what kind of detail was sent,
          never the detail itself.
        </p>
      </PolicySection>

      <PolicySection id="age" title="Adults only">
        <p>
          Kindred is {adults}. Signing up asks for your date of birth; Kindred keeps only that you are old enough, never
          the date. Someone under the minimum age cannot open an account, and is shown support lines for young people
          instead.
        </p>
        <p>
          If someone says in a chat that they are under the minimum age, the chat ends for both people at once (the
          other person reads only that the chat has ended), and they cannot start a new chat until a moderator has
          looked at it. If it was a misunderstanding, the moderator lifts the hold.
        </p>
      </PolicySection>

      <PolicySection id="reports" title="Blocking, reporting and what moderators do">
        <p>
          If a conversation feels wrong, you can block the other person (the chat ends, and you are not matched again)
          and report the chat from its menu, with a reason and, if you like, a note. Kindred also files reports itself,
          as described above. A moderator can read the reported chat’s latest messages, and decides:
        </p>
        <PolicyList>
          <li>
            <strong>No action</strong>, when the report does not hold up.
          </li>
          <li>
            <strong>A warning</strong>, with the reason. It must be read and acknowledged before the next chat.
          </li>
          <li>
            <strong>A suspension</strong> for a set number of days: no chats, messages or reconnect tokens until it
            ends.
          </li>
          <li>
            <strong>A ban</strong>: no more chats on Kindred, and the e-mail address cannot be used to sign up again.
          </li>
        </PolicyList>
        <p>
          Someone reported by several different people within a day is held from new chats until a moderator decides. A
          suspension or a ban ends that person’s open chats; their partners read only that the chat has ended, never
          why. A moderator can lift a suspension or a ban early, and writes down why. A person who is warned, suspended
          or banned can always still download their data or delete their account.
        </p>
      </PolicySection>

      <PolicySection id="crisis" title="Peer support, not a crisis service">
        <p>
          Kindred is people listening to people. It is not therapy, not a crisis line and not an emergency service.{" "}
          <strong>If you are in danger right now, call your local emergency number.</strong>
        </p>
        <p>
          Words of crisis are never refused. When someone writes them, crisis support opens for both people in the chat:
          help lines for your country come first, with its emergency number, and guidance for the person listening. The
          Crisis Counselor, an AI companion and not a person, joins the chat and stays with the person in crisis, also
          after the chat ends. The help lines are in every chat’s menu at any time, and{" "}
          <OutsideLink href={HELPLINE_DIRECTORY.href}>{HELPLINE_DIRECTORY.label}</OutsideLink> lists free, confidential
          lines for most countries.
        </p>
      </PolicySection>

      <PolicySection id="more" title="Your data">
        <p>
          What Kindred keeps, who can read your messages and how to take your data with you or delete it:{" "}
          <PageLink to="/privacy">how Kindred handles your data</PageLink>.
        </p>
      </PolicySection>
    </>
  );
}
