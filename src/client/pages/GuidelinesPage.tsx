/**
 * `/guidelines` — the community guidelines that warnings and sanctions point to. The minimum age is
 * the server's configuration (MINIMUM_AGE), read from the public early-access answer; the page
 * prerendered at build time cannot know it, so it says "adults only" until the server has answered.
 */
import { GuidelinesContent } from "@/features/policies/GuidelinesContent";
import { PolicyPage } from "@/features/policies/PolicyPage";
import { useEarlyAccess } from "@/features/pricing/use-early-access";

export function GuidelinesPage() {
  const minimumAge = useEarlyAccess().data?.minimumAge;
  return (
    <PolicyPage
      title="Community guidelines"
      intro={
        <>
          <p>
            Kindred is a quiet place to talk with another person, anonymously, one to one: to be heard, or to listen.
            Each room also has an AI companion that keeps you company and answers when you call it by name.
          </p>
          <p>These are the few rules everyone here agrees to when they join, and what Kindred does to keep them.</p>
        </>
      }
    >
      <GuidelinesContent minimumAge={minimumAge} />
    </PolicyPage>
  );
}
