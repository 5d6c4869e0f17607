/**
 * Small, concrete things to try, offered as options when someone asks for help. Each is written
 * in our own words from public self-help material, named beside it. None is medical advice, and
 * none is offered twice in one conversation (builtin.ts checks what was already said).
 */
import type { FeelingId } from "./lexicon.js";
import type { TopicId } from "./topics.js";

export type Need = FeelingId | TopicId | "general";

export interface Suggestion {
  id: string;
  /** Follows "something to try:", as a phrase that starts in lowercase and has no final stop. */
  text: string;
  fits: Need[];
}

export const SUGGESTIONS: Suggestion[] = [
  {
    // NHS, "How to get to sleep" (nhs.uk, live well: sleep and tiredness): a regular wind-down,
    // no screens in the last hour, writing tomorrow's to-do list so it stops circling.
    id: "wind-down",
    text: "a slow wind-down: screens away, lights low, and tomorrow's list written down so it can wait",
    fits: ["sleep", "overthinking"],
  },
  {
    // NHS, "Insomnia" self-help: if sleep won't come, get up and do something relaxing in low
    // light, and go back to bed when sleepy.
    id: "get-up",
    text: "getting up for a while to do something quiet in dim light, then going back when you feel sleepy",
    fits: ["sleep"],
  },
  {
    // NHS, "Breathing exercises for stress" (nhs.uk mental health self-help): slow breaths in
    // through the nose and out through the mouth, counting steadily, for three to five minutes.
    id: "paced-breathing",
    text: "a few minutes of slow breathing: in through your nose for four, out through your mouth for six",
    fits: ["anxious", "angry", "overwhelmed", "sleep", "overthinking"],
  },
  {
    // Mind, "Anxiety and panic attacks: self-care" (grounding techniques): bringing attention to
    // the senses; the 5-4-3-2-1 form is a common grounding exercise in CBT-informed care.
    id: "grounding",
    text: "5-4-3-2-1 grounding: name five things you can see, four you can hear, three you can touch",
    fits: ["anxious", "overthinking", "overwhelmed", "numb"],
  },
  {
    // NHS Every Mind Matters, "Tackling your worries" (set aside a worry time), and the CBT
    // thought record in NHS "Reframing unhelpful thoughts": write the thought down to look at later.
    id: "write-it-down",
    text: "writing the thought down on paper, then setting a time later on to come back to it",
    fits: ["overthinking", "anxious", "sleep", "confused", "work", "study", "money"],
  },
  {
    // NHS, "5 steps to mental wellbeing" (connect with other people); Mind, "Loneliness: tips".
    id: "reach-out",
    text: "sending a short message to someone you trust, even just to ask if they're around to talk",
    fits: ["lonely", "sad", "low", "stung", "breakup", "loss", "family", "friends", "general"],
  },
  {
    // NHS, "5 steps to mental wellbeing" (be physically active); Every Mind Matters on low mood.
    id: "short-walk",
    text: "a short walk outside, ten minutes is enough, just noticing what's around you",
    fits: ["low", "sad", "rough", "angry", "stung", "numb", "overthinking", "exhausted", "work", "general"],
  },
  {
    // DBT distress tolerance, "self-soothe with the five senses" (Linehan, DBT Skills Training
    // Manual, 2nd ed., 2015).
    id: "self-soothe",
    text: "something soothing for one of your senses: a warm drink, a soft blanket, a song you love",
    fits: ["sad", "low", "rough", "overwhelmed", "exhausted", "loss", "breakup", "general"],
  },
  {
    // NHS, "Raise low self-esteem" (be kind to yourself, challenge negative beliefs); the
    // "what would you say to a friend?" question of CBT.
    id: "friend-voice",
    text: "writing down what you'd say to a good friend in your place, then reading it back as if to you",
    fits: ["self-critical", "body", "low", "general"],
  },
  {
    // NHS Every Mind Matters, stress tips (break big tasks into smaller ones, one at a time).
    id: "one-small-task",
    text: "picking one small task for now and giving yourself permission to leave the rest until tomorrow",
    fits: ["overwhelmed", "exhausted", "work", "study", "building", "general"],
  },
  {
    // Mind, "How to manage stress" (make time for rest and breaks): a real pause, not a scroll.
    id: "proper-break",
    text: "a proper break with nothing to achieve in it, even twenty minutes, phone in another room",
    fits: ["exhausted", "overwhelmed", "work", "building", "study"],
  },
  {
    // NHS, "Get help with anger": take time out, walk away and count before reacting.
    id: "time-out",
    text: "stepping away for ten minutes before you reply to anyone, and letting the first wave pass",
    fits: ["angry"],
  },
  {
    // Expressive writing (Pennebaker and Beall, 1986); Mind, "Bereavement: self-care" suggests
    // writing a letter to the person who has died.
    id: "unsent-letter",
    text: 'writing to them as if they\'d read it, starting with "I wanted you to know…", and keeping it',
    fits: ["unsaid", "loss", "breakup"],
  },
  {
    // Stimulus control from CBT: make the habit harder to reach rather than relying on willpower.
    id: "mute-profile",
    text: "muting or archiving their profile for a while, so checking takes a decision rather than a reflex",
    fits: ["breakup"],
  },
  {
    // Implementation intentions (Gollwitzer, 1999): decide the step, and when and where.
    id: "tiny-step",
    text: "choosing one step small enough to do this week, and deciding the day and place for it",
    fits: ["goals", "building", "values", "meaning", "confused"],
  },
  {
    // "Three good things" (Seligman and others, 2005); NHS "5 steps": pay attention to the present.
    id: "three-good-things",
    text: "noting three small things that went okay today, however ordinary, before you sleep",
    fits: ["low", "numb", "meaning", "general"],
  },
  // For good news: ways to celebrate it, never ways to cope.
  {
    // Capitalisation: sharing good news with someone who responds warmly makes it count for more
    // (Gable and others, "What do you do when things go right?", 2004).
    id: "share-the-news",
    text: "telling someone who'll be glad for you, and letting yourself enjoy how they take it",
    fits: ["pleased", "moved", "grateful", "hopeful"],
  },
  {
    // Savouring (Bryant and Veroff, "Savoring", 2007); NHS "5 steps to mental wellbeing": pay
    // attention to the present moment.
    id: "savour-it",
    text: "taking a few unhurried minutes to replay the best moment of it and notice how it feels",
    fits: ["pleased", "moved", "grateful", "hopeful"],
  },
  {
    // "Three good things" and "you at your best" (Seligman and others, 2005): writing down what
    // went well and your part in it.
    id: "note-the-win",
    text: "writing down what you did to get here, so you can come back to it on a harder day",
    fits: ["pleased", "moved", "hopeful"],
  },
];

/**
 * Up to `count` suggestions for these needs, most pressing need first, skipping any already
 * offered. The first `direct` needs are what this message asked about: between equals for one of
 * those, the more specific suggestion wins ("mute their profile" for checking an ex's profile);
 * for a need recalled from earlier, the one that fits more of the conversation wins.
 */
export function suggestionsFor(needs: Need[], direct: number, offered: Set<string>, count: number): Suggestion[] {
  const score = (s: Suggestion) => {
    const index = needs.findIndex((need) => s.fits.includes(need));
    return index === -1 ? needs.length + (s.fits.includes("general") ? 0 : 1) : index;
  };
  const breadth = (s: Suggestion) => needs.filter((need) => s.fits.includes(need)).length;
  return SUGGESTIONS.filter((s) => !offered.has(s.id))
    .map((s) => ({ s, score: score(s) }))
    .sort(
      (a, b) =>
        a.score - b.score || (a.score < direct ? a.s.fits.length - b.s.fits.length : breadth(b.s) - breadth(a.s)),
    )
    .slice(0, count)
    .map(({ s }) => s);
}
