/**
 * `/privacy` — how Kindred handles your data, in plain words (features/policies/PrivacyContent.tsx).
 * How long chats' messages are kept is the server's configuration (CHAT_RETENTION_DAYS), read from
 * the public early-access answer, as the guidelines read the minimum age.
 */
import { PolicyPage } from "@/features/policies/PolicyPage";
import { PrivacyContent } from "@/features/policies/PrivacyContent";
import { useEarlyAccess } from "@/features/pricing/use-early-access";

export function PrivacyPage() {
  const chatRetentionDays = useEarlyAccess().data?.chatRetentionDays;
  return (
    <PolicyPage
      title="How Kindred handles your data"
      intro={
        <p>
          Kindred is anonymous by design: the people you talk with never learn who you are. This page says what Kindred
          keeps, who can read it, how long it stays and how you can take it with you or delete it.
        </p>
      }
    >
      <PrivacyContent chatRetentionDays={chatRetentionDays} />
    </PolicyPage>
  );
}
