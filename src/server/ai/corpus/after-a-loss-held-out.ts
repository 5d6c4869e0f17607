/**
 * The held-out part of the after-a-loss rows (after-a-loss.ts): written with them, from the same
 * categories, and split off before the companion's replies to any of them were read. Reported apart.
 * Its first run against the rules (after-loss.ts) kept 135 of 180 replies' promises; the three
 * failing lines were then read and their general faults fixed (a pet "had put to sleep" was no
 * loss, "fell apart" no feeling, a relief "for once" taken for a mere step), so from that change on
 * this part is no longer blind.
 */
import type { AfterLossRow } from "./after-a-loss.js";

const row = (kind: AfterLossRow["kind"], ...messages: string[]): AfterLossRow => ({ kind, messages });

export const AFTER_A_LOSS_HELD_OUT: AfterLossRow[] = [
  row("comfort", "my nan died in her sleep on tuesday", "my cousins have been checking on me every day"),
  row("small-good", "my wife passed away in january", "her sister found some old photos of us and sent them to me"),
  row("step", "my brother died three weeks ago", "went back to the gym for the first time"),
  row("wave", "my grandma passed last year", "her birthday is tomorrow and i miss her so much it hurts"),
  row("comfort", "my dog died yesterday", "my neighbour brought me flowers, that was kind"),
  row("step", "we had to have our cat put to sleep", "put her bowls away this morning"),
  row("small-good", "we broke up after three years", "my flatmate made me dinner tonight, it was nice"),
  row("step", "she left me two weeks ago", "i went to work today"),
  row("comfort", "i had a miscarriage in october", "my mum came and stayed with me for a few days"),
  row("wave", "we lost the baby last month", "i walked past the baby clothes in a shop and fell apart"),
  row("small-good", "i lost my job on friday", "got some sleep last night for once"),
  row("wave", "i was let go from work last week", "i feel like such a failure, i don't know what to do with myself"),
];
