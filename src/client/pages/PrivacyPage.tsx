/** `/privacy` — how Kindred handles your data, in plain words (features/policies/PrivacyContent.tsx). */
import { PolicyPage } from "@/features/policies/PolicyPage";
import { PrivacyContent } from "@/features/policies/PrivacyContent";

export function PrivacyPage() {
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
      <PrivacyContent />
    </PolicyPage>
  );
}
