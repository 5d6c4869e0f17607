/** Suggest-a-theme (PRODUCT.md §5, §8): signed-in members only, both fields required after trimming. */
import { Lightbulb } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { routes } from "@shared/routes";
import { apiSchemas, call } from "@/lib/api";
import { useHydrated } from "@/lib/use-hydrated";
import { useSubmit } from "@/lib/use-submit";

/** `signedIn` is undefined while the session is still being asked for. */
export function SuggestThemeForm({ signedIn }: { signedIn: boolean | undefined }) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  // One submission at a time, from the click on: a double click would otherwise store it twice.
  // Every failure says the product's one sentence (PRODUCT.md §8), never the server's: `submit` says it.
  const sending = useSubmit({ failure: { toast: "Error" } });
  // A prerendered form takes no input and cannot be submitted before it is hydrated (useHydrated),
  // nor before the session has answered: a member would be told to log in.
  const ready = useHydrated() && signedIn !== undefined;

  async function submit() {
    if (!signedIn) {
      toast.error("Please log in", { description: "You need to be logged in to suggest a theme." });
      return;
    }
    const failed = () =>
      toast.error("Error", { description: "There was a problem submitting your theme suggestion. Please try again." });
    // Zod and the body's schema: loaded by the session check already, or now; the page never waits for them.
    const shared = await apiSchemas().catch((error: unknown) => {
      console.error("Theme suggestion failed", error);
      return null;
    });
    if (!shared) return failed();
    const { ThemeSuggestionBody } = shared;
    const parsed = ThemeSuggestionBody.safeParse({ name, description });
    if (!parsed.success) {
      const blank = !name.trim() || !description.trim();
      if (blank) {
        toast.error("Please fill in all fields", { description: "Both theme name and description are required." });
      } else {
        toast.error("Error", { description: parsed.error.issues[0]?.message });
      }
      return;
    }
    try {
      await call(routes.themeSuggestion, { body: parsed.data });
      toast.success("Thank you for your suggestion!", {
        description: "We'll review your theme idea and consider adding it to the product.",
      });
      setName("");
      setDescription("");
    } catch (error) {
      console.error("Theme suggestion failed", error);
      failed();
    }
  }

  return (
    <section aria-labelledby="suggest-title" className="mx-auto max-w-2xl px-4 pb-20">
      <div className="rounded-3xl border border-teal-100 bg-gradient-to-br from-white via-white to-teal-50 p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-2xl bg-teal-100 text-teal-800">
            <Lightbulb className="size-5" aria-hidden="true" />
          </span>
          <h2 id="suggest-title" className="text-2xl font-semibold text-slate-900">
            Suggest a Theme
          </h2>
        </div>
        <p className="mt-3 text-slate-600">Missing a room that would help you? Tell us what it should be about.</p>
        {/* noValidate: the product's own toasts (PRODUCT.md §5) explain what is missing, in its words. */}
        <form onSubmit={sending.handleSubmit(submit)} noValidate className="mt-6 flex flex-col gap-4">
          <TextField
            label="Theme name"
            name="name"
            readOnly={!ready}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={LIMITS.suggestion.nameMax}
            placeholder="e.g. New Parents at 3 a.m."
            autoComplete="off"
          />
          <TextAreaField
            label="Description"
            name="description"
            readOnly={!ready}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={LIMITS.suggestion.descriptionMax}
            placeholder="Who is this room for, and what would people talk about?"
          />
          <Button type="submit" disabled={sending.pending || !ready} className="self-start">
            {sending.pending ? "Sending…" : "Submit Suggestion"}
          </Button>
        </form>
      </div>
    </section>
  );
}
