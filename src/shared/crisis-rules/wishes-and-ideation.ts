/** The wish to be dead (C-SSRS 1), active thoughts of suicide (C-SSRS 2) and intent (C-SSRS 4). */
import { DESPAIR_ALONE } from "./despair.js";
import { GONE, INTENT, KILL, SELF, TO, type Row } from "./vocabulary.js";

/**
 * What "life" or "living" begins in everyday nouns (2026-11-30, sixteenth round): "done with life
 * admin for today", "sick of living room furniture", "done with life drawing class".
 */
const LIFE_COMPOUND =
  "admin|insurance|lesons?|drawing|coach\\w*|skils|hacks|jackets?|guards?|style|goals|updates|expectancy|cycle|room|costs|arangements|situation|wage";

export const WISHES_AND_IDEATION: Row[] = [
  // Wish to be dead, passive ideation (C-SSRS 1).
  // "i wish to die" too, as formal English and learners write it (2026-12-01, twenty-first round); not
  // "a wish to die for something".
  [
    "want-to-die",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:${INTENT}|deserve|hope i|hoping to|waiting|i wish)${TO} die\\b`,
  ],
  [
    "want-to-dye",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:want|wanna) (?:to )?dye(?! (?:my|it|the|her|his|your|them|this|that|hair))",
  ],
  ["feel-like-dying", "wish-to-be-dead", "moderate", "\\b(?:feel like|think about|thinking about) (?:dying|death)\\b"],
  // Wishing oneself gone, unborn, or never to have woken: "i wish i wasnt alive", "i wish i wasnt
  // born", "i wish i never woke up" (not "this early").
  [
    "wish-dead",
    "wish-to-be-dead",
    "moderate",
    `\\bwish (?:i|id)(?: was| were| had| could)?(?: just| be| ben)* ${GONE}`,
  ],
  [
    "wish-not-born",
    "wish-to-be-dead",
    "moderate",
    "\\bwish (?:i|id) (?:was |had |were )?(?:never|not|wasnt|werent|hadnt) (?:ben )?born\\b|" +
      "\\bwish (?:i|id) (?:had )?(?:never|hadnt|didnt) (?:woke|woken|wake) up\\b(?! (?:early|this early|so early|late|at|before|on time|in time|for))",
  ],
  [
    "wish-not-exist",
    "wish-to-be-dead",
    "moderate",
    "\\bwish i (?:didnt|did not|wouldnt|could stop|could just stop) (?:exist|wake up|be here)",
  ],
  [
    "rather-be-dead",
    "wish-to-be-dead",
    "moderate",
    // Not said of someone else: "you'd be better off dead" is abuse (harassment.ts), read here as "they'd".
    "(?<!\\b(?:they|theyd|he|hed|she|shed|it|its) (?:would |wil )?(?:be )?)\\b(?:rather be|beter of|happier|be beter) dead\\b",
    "self",
  ],
  [
    "kill-me",
    "wish-to-be-dead",
    "moderate",
    // Asking to be killed: "please just kill me", "I want someone to kill me" (not "this is killing me").
    "(?:^|\\.|\\b(?:please|pls|plz|just|someone|somebody|god|wish someone would|want someone to|need someone to|can someone|can somebody)) (?:please |pls |just |would |to )*kil me\\b",
  ],
  ["cant-keep-living", "wish-to-be-dead", "moderate", "\\bcant keep (?:on )?living\\b"],
  [
    "no-future",
    "wish-to-be-dead",
    "low",
    "\\b(?:dont|cant|do not|cannot) see (?:a|any) future (?:for me|for myself|ahead of me)\\b",
  ],
  [
    "rather-die",
    "wish-to-be-dead",
    "moderate",
    "\\brather die(?! than (?:go|do|sit|eat|wear|watch|be seen|listen|talk|work|lose|admit|ask|take|miss|read))",
  ],
  [
    "not-wake-up",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:not|never|dont|wont|wouldnt) (?:to )?wake up\\b(?! (?:early|late|at|for|before|until|til))|" +
      // Eyes never opened again, or not waking said welcome (2026-12-01, nineteenth round): "i wish i
      // could close my eyes and never open them again", "if i didn't wake up tomorrow that'd be fine".
      "\\bclose my eyes and (?:never|not) open them\\b|" +
      "\\bif i (?:didnt|did not) wake up\\b[^.]{0,30}\\b(?:fine|ok|okay|relief|(?:wouldnt|dont) (?:mind|care))\\b",
  ],
  [
    "sleep-forever",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:want|wanna|wish i could|ready|need|going|gonna|hope i|hoping to)(?: to)?(?: just)? (?:fal asleep|sleep|go to sleep) (?:forever\\b|for god(?= \\.| $))",
  ],
  [
    "stop-existing",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:${INTENT}|wish i could)${TO} (?:stop existing|stop living|stop being alive|not exist|not be here|be gone|be dead|disapear(?= \\.? ?$| \\.)|disappear forever|cease to exist|vanish forever|fade away|rest forever)`,
  ],
  [
    "dont-want-to-live",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:dont|do not|no longer|never) (?:want to|wanna) (?:live(?! (?:in|with|at|near|on|here|there|alone|together|like that))|be alive|exist|stay alive|wake up(?! (?:early|late|at|for|before|on time|in time|til|until|so early|this early)))",
  ],
  // Apart, because "here" is as often a party or an office (crisis-context.ts, EXPLAINED_BY_OCCASION).
  [
    "dont-want-to-be-here",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:dont|do not|no longer|never) (?:want to|wanna) be here\\b",
  ],
  [
    "hate-being-alive",
    "wish-to-be-dead",
    "moderate",
    `\\b(?:hate|tired of|sick of|done with|over) (?:being alive|living|my life|life|existing)\\b(?! (?:in|with|at|${LIFE_COMPOUND})\\b)`,
  ],
  [
    "no-point-living",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:no|whats(?: even)? the|what is(?: even)? the|dont se the|cant se the) (?:reason|point)(?: to| in| of)?(?: me)? (?:keep )?(?:live|living|going on|being alive|existing|life)\\b",
  ],
  ["nothing-to-live-for", "wish-to-be-dead", "moderate", "\\bnothing (?:left )?to live for\\b"],
  ["why-alive", "wish-to-be-dead", "moderate", "\\bwhy am i (?:even |stil )?(?:alive|here)\\b"],
  ["cant-go-on", "wish-to-be-dead", "moderate", "\\bcant go on(?: (?:like this|anymore|any more|living)\\b| \\.| $)"],
  [
    "life-not-worth-it",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:life|living|my life|this life) (?:is not|isnt|aint|not|is no longer) worth (?:it|living)\\b|\\b(?:its|it is) not worth it (?:anymore|any more)\\b",
  ],
  ["life-pointless", "wish-to-be-dead", "moderate", "\\blife is (?:pointles|meaningles)\\b"],
  [
    "death-relief",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:death|dying|being dead) (?:would be|is|sounds|seems) (?:a relief|easier|beter|nice|peaceful)",
  ],
  ["welcome-death", "wish-to-be-dead", "moderate", "\\b(?:welcome|ready for|long for|pray for) death\\b"],
  [
    "wouldnt-mind-dying",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:wouldnt|would not|dont) (?:mind|care) if (?:i(?: just| ever| simply)? (?:died|got hit|didnt wake|never woke)|something kiled me)",
  ],
  [
    "hope-something-kills-me",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:hope|wish|pray)(?: that)? (?:something|someone|a car|a bus|a truck) (?:would )?(?:just )?(?:kil|kils|hit|hits) me\\b",
    "self",
  ],
  [
    "want-it-all-to-end",
    "wish-to-be-dead",
    "moderate",
    // The pain too ("i want the pain to end"), unless the message names a pain of the body.
    "(?<!\\b(?:head|headache|migraine|toth|tothache|back|knee|cramps|period|stomach|leg|neck|shoulder|surgery|injury|arm|hip|ear)\\b.*)" +
      "\\b(?:want|wish|hope)(?: that)? (?:it|everything|al of this|this|my life|the pain|this pain|al this pain)(?: al)?(?: would| could| to)?(?: al)?(?: just)?(?: be)? (?:end|stop|over)(?= \\.| $| permanently| forever| for god| now)" +
      "(?!.*\\b(?:head|headache|migraine|toth|tothache|back|knee|cramps|period|stomach|leg|neck|shoulder|surgery|injury|arm|hip|ear)\\b)",
  ],
  // The suffering to end (2026-11-30, tenth round): "i want to end my suffering", "make the suffering
  // stop". Not an animal's or someone else's ("the suffering of my old dog").
  [
    "end-my-suffering",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:end|ending|stop) my sufering\\b|\\bmy sufering to (?:end|stop|be over)\\b|\\b(?:make|let) (?:the|this|al this|al the) sufering (?:stop|end)\\b|\\bthe sufering to (?:end|stop|be over)(?= \\.| $| now| forever| for god)",
  ],
  ["want-out-of-life", "wish-to-be-dead", "moderate", "\\b(?:want out|want of this planet)\\b"],
  [
    "let-me-die",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:let me|begging to|beg to) die\\b|\\bcant live like this\\b|\\b(?:wont|doesnt|wouldnt) mater if i (?:die|died|was gone)\\b|\\beternal sleep\\b",
  ],
  [
    "tired-of-fighting",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:tired of|done|cant keep|dont want to keep|sick of) fighting\\b(?! (?:with|about|over|for))|\\bcant fight (?:this |it )?(?:anymore|any more)\\b|\\bgive up on (?:life|living)\\b|\\bgiving up on (?:life|living)\\b",
  ],
  [
    "might-as-well-be-dead",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:might|may) as wel (?:be dead|die)\\b|\\b(?:be with|join) (?:him|her|them|my \\w+) (?:in heaven|on the other side)\\b|\\b(?:thinking about|planning|imagining) my (?:own )?funeral\\b",
  ],
  [
    // Also said in fragments (2026-11-30, sixteenth round): "im done. with everything. with life.",
    // "done. with life. with all of it": the clauses the full stops make are one sentence.
    "done-with-being-alive",
    "wish-to-be-dead",
    "moderate",
    "\\bdone(?: \\.)?(?: with (?:everything|everyone|everybody|it al|al of it|al of this|this|people|the world|me)(?: \\.)?)* " +
      `with (?:life|living|being alive|this life|existing)\\b(?! (?:${LIFE_COMPOUND})\\b)`,
  ],
  [
    "not-sure-want-to-live",
    "wish-to-be-dead",
    "low",
    "\\b(?:dont know|not sure)(?: if| whether)? i (?:want|can)(?: to)? (?:live|be here|stay alive|keep going|go on|be alive)",
  ],
  ["how-much-longer", "wish-to-be-dead", "low", "\\bhow much longer i can (?:keep going|go on|do this|take this)"],
  // Despair and hopelessness said on their own: check-ins (despair.ts).
  ...DESPAIR_ALONE,

  // Active thoughts of suicide (C-SSRS 2) and intent (C-SSRS 4).
  ["suicide-word", "active-ideation", "high", "\\b(?:suicid|sucid|suicd|suisid|sucide)"],
  [
    "commit-slang",
    "active-ideation",
    "high",
    "\\bcommit (?:die|sudoku|toaster bath|neck rope|unalive)\\b|\\b(?:toaster bath|neck rope)\\b|\\bself delete\\b|\\b(?:uninstal|log of|logout) (?:myself|from life|permanently|for god)\\b",
  ],
  ["kill-myself", "active-ideation", "high", `\\b${KILL}(?:ing|ed)? ${SELF}`, "self"],
  ["end-my-life", "active-ideation", "high", "\\b(?:end|ending|take|taking|ended) my (?:own )?life\\b", "self"],
  [
    "end-it",
    "active-ideation",
    "high",
    "\\bend(?:ing)? (?:it|it al|things|everything)\\b(?! (?:with|betwen|for (?:him|her|them|us)|there|on a|early)| of)",
  ],
  // "Off myself" reads as "of myself" once collapsed: only with the will to do it ("proud of myself").
  [
    "off-myself",
    "active-ideation",
    "high",
    `\\b(?:${INTENT}|il|ill|id|just)${TO} (?:of|delete|erase|remove) ${SELF}\\b`,
    "self",
  ],
  // Ending the pain for good: "make it stop forever", not "make it stop" said of a noise or a headache.
  [
    "make-it-stop-for-good",
    "active-ideation",
    "high",
    "\\bmake (?:it|everything|the pain|this|al of it)(?: al)? stop (?:for god|forever|permanently)\\b",
  ],
  ["end-suffering", "active-ideation", "high", "\\bend my (?:suffering|pain) (?:for god|permanently|forever)", "self"],
  [
    "thoughts-of-ending",
    "active-ideation",
    "high",
    "\\b(?:thoughts|urge|urges) (?:of|to) (?:ending it|end it|kiling|dying|ending my life|end my life)",
  ],
  ["my-own-hands", "active-ideation", "high", "\\b(?:die|dying) by my own hands?\\b", "self"],
  ["imagining-own-death", "active-ideation", "high", "\\bimagining my own death\\b", "self"],
  ["catch-the-bus", "active-ideation", "high", `\\b(?:${INTENT})${TO} catch(?:ing)? the bus(?= \\.| $| lol)`],
  ["act-on-it", "active-ideation", "high", "\\bact on (?:it|them|these thoughts|the thoughts|my thoughts)\\b"],
  ["do-anything", "active-ideation", "low", "\\b(?:actually do (?:it|anything)|do anything stupid|ever do it)\\b"],
];
