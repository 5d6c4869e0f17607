/**
 * The crisis detector's rules, by the categories of the Columbia Suicide Severity Rating Scale and
 * the warning signs published by the 988 Lifeline, AFSP and NIMH. Each rule has a category and a
 * tier: high for method or means with self-directed intent, plans and timing, preparatory acts and
 * active intent; moderate for the wish to be dead, farewells, feeling a burden and self-harm.
 *
 * Patterns read normalised text (crisis-text.ts): lowercase, no apostrophes ("dont", "im"), slang
 * spelled out ("kms" → "kill myself", "od" → "overdose"), " . " between clauses, and are compared
 * collapsed, so they are written plainly. `self` marks a rule whose words say who is meant ("myself",
 * "without me"); the others are read with the subject of their clause (crisis-context.ts).
 *
 * Terms for means, passive ideation and burden also come from the Suicide Risk Lexicon v1.0
 * (Low et al., clinician-validated prototypical tokens, 2024-08-07), github.com/danielmlow/construct-tracker,
 * Apache-2.0, read on 2026-11-25. Used only with self-directed intent around them: alone they are
 * ambiguous ("rope", "knife", "overdose").
 */
import type { CrisisCategory, CrisisTier } from "./crisis-types.js";
import { phrase } from "./crisis-text.js";

export interface Rule {
  rule: string;
  category: CrisisCategory;
  tier: CrisisTier;
  pattern: RegExp;
  /** The words name the writer themselves; no subject needs reading. */
  self: boolean;
}

const SELF = "(?:myself|my self|meself|my own self)";
const KILL = "(?:kill|kl)";
const INTENT =
  "(?:want|wanted|wanna|wana|need|going|gonna|gona|goin|about|ready|planning|plan|decided|tempted|urge|" +
  "wish i could|could|might|will|would|should|have to|gotta|cant wait|thinking (?:about|of)|think about|" +
  "thought about|keep thinking (?:about|of)|fantasi[sz]ing about|considering|imagining)";
const TO = "(?: to)?(?: just)?(?: go)?";
const PILLS =
  "(?:pils?|meds|medication|tablets|sleeping pils|painkilers|antidepresants|paracetamol|tylenol|ibuprofen|xanax|insulin)";
const MEANS_PLACE =
  "(?:bridge|roof|rof|ledge|building|tal building|high place|balcony|cliff|tracks|train|bus|car|parking garage|tower)";
const WHEN =
  "(?:tonight|tomorow|today|this weekend|this week|next week|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|at midnight|" +
  "after|before|when|once|on my birthday|this time|for real|soon)";
const GONE = "(?:gone|dead|not here|not around|wasnt alive|not alive|dying|never born|never existed|didnt exist|wasnt here|wasnt around)";

type Row = [name: string, category: CrisisCategory, tier: CrisisTier, source: string, self?: "self"];

const ROWS: Row[] = [
  // Wish to be dead, passive ideation (C-SSRS 1).
  ["want-to-die", "wish-to-be-dead", "moderate", `\\b(?:${INTENT}|deserve|hope i|hoping to|waiting)${TO} die\\b`],
  ["want-to-dye", "wish-to-be-dead", "moderate", "\\b(?:want|wanna) (?:to )?dye(?! (?:my|it|the|her|his|your|them|this|that|hair))"],
  ["feel-like-dying", "wish-to-be-dead", "moderate", "\\b(?:feel like|think about|thinking about) (?:dying|death)\\b"],
  ["wish-dead", "wish-to-be-dead", "moderate", `\\bwish (?:i|id) (?:was|were|had|could)?(?: just| be| ben)* ${GONE}`],
  ["wish-not-born", "wish-to-be-dead", "moderate", "\\bwish (?:i|id) (?:was |had )?(?:never|not) (?:ben )?born\\b"],
  ["wish-not-exist", "wish-to-be-dead", "moderate", "\\bwish i (?:didnt|did not|wouldnt|could stop|could just stop) (?:exist|wake up|be here)"],
  ["rather-be-dead", "wish-to-be-dead", "moderate", "\\b(?:rather be|beter of|happier|be beter) dead\\b", "self"],
  [
    "rather-die",
    "wish-to-be-dead",
    "moderate",
    "\\brather die(?! than (?:go|do|sit|eat|wear|watch|be seen|listen|talk|work|lose|admit|ask|take|miss|read))",
  ],
  ["not-wake-up", "wish-to-be-dead", "moderate", "\\b(?:not|never|dont|wont|wouldnt) (?:to )?wake up\\b(?! (?:early|late|at|for|before))"],
  ["sleep-forever", "wish-to-be-dead", "moderate", `\\b(?:${INTENT}|wish i could)${TO} (?:fal asleep|sleep|go to sleep) forever\\b`],
  ["stop-existing", "wish-to-be-dead", "moderate", `\\b(?:${INTENT}|wish i could)${TO} (?:stop existing|stop living|not exist|not be here|be gone|be dead|disapear(?= \\.? ?$| \\.)|disappear forever|cease to exist|vanish forever|fade away|rest forever)`],
  [
    "dont-want-to-live",
    "wish-to-be-dead",
    "moderate",
    "\\b(?:dont|do not|no longer|never) (?:want to|wanna) (?:live(?! (?:in|with|at|near|on|here|there|alone|together|like that))|be alive|be here|exist|stay alive|wake up)",
  ],
  ["hate-being-alive", "wish-to-be-dead", "moderate", "\\b(?:hate|tired of|sick of|done with|over) (?:being alive|living|my life|life|existing)\\b(?! (?:in|with|at))"],
  ["no-point-living", "wish-to-be-dead", "moderate", "\\b(?:no|whats the|what is the|dont se the|cant se the) (?:reason|point)(?: to| in| of)?(?: me)? (?:keep )?(?:live|living|going on|being alive|existing|life)\\b"],
  ["nothing-to-live-for", "wish-to-be-dead", "moderate", "\\bnothing (?:left )?to live for\\b"],
  ["why-alive", "wish-to-be-dead", "moderate", "\\bwhy am i (?:even |stil )?(?:alive|here)\\b"],
  ["cant-go-on", "wish-to-be-dead", "moderate", "\\bcant go on(?: (?:like this|anymore|any more|living)\\b| \\.| $)"],
  ["life-not-worth-it", "wish-to-be-dead", "moderate", "\\b(?:life|living|it) (?:is not|isnt|aint|not) worth (?:it|living)\\b"],
  ["life-pointless", "wish-to-be-dead", "moderate", "\\blife is (?:pointles|meaningles)\\b"],
  ["death-relief", "wish-to-be-dead", "moderate", "\\b(?:death|dying|being dead) (?:would be|is|sounds|seems) (?:a relief|easier|beter|nice|peaceful)"],
  ["welcome-death", "wish-to-be-dead", "moderate", "\\b(?:welcome|ready for|long for|pray for) death\\b"],
  ["wouldnt-mind-dying", "wish-to-be-dead", "moderate", "\\b(?:wouldnt|would not|dont) (?:mind|care) if (?:i died|i got hit|i didnt wake|something kiled me)"],
  ["hope-something-kills-me", "wish-to-be-dead", "moderate", "\\b(?:hope|wish|pray)(?: that)? (?:something|someone|a car|a bus|a truck) (?:would )?(?:just )?(?:kil|kils|hit|hits) me\\b", "self"],
  ["want-it-all-to-end", "wish-to-be-dead", "moderate", "\\b(?:want|wish|hope)(?: that)? (?:it|everything|al of this|this|my life)(?: al)?(?: would| could| to)?(?: al)?(?: just)?(?: be)? (?:end|stop|over)(?= \\.| $| permanently| forever| for god| now)"],
  ["want-out-of-life", "wish-to-be-dead", "moderate", "\\b(?:want out|want of this planet)\\b"],
  ["let-me-die", "wish-to-be-dead", "moderate", "\\b(?:let me|begging to|beg to) die\\b|\\bcant live like this\\b|\\b(?:wont|doesnt|wouldnt) mater if i (?:die|died|was gone)\\b|\\beternal sleep\\b"],
  ["done-with-being-alive", "wish-to-be-dead", "moderate", "\\bdone with (?:life|living|being alive|this life)\\b"],
  ["not-sure-want-to-live", "wish-to-be-dead", "low", "\\b(?:dont know|not sure)(?: if| whether)? i (?:want|can)(?: to)? (?:live|be here|stay alive|keep going|go on|be alive)"],
  ["how-much-longer", "wish-to-be-dead", "low", "\\bhow much longer i can (?:keep going|go on|do this|take this)"],

  // Active thoughts of suicide (C-SSRS 2) and intent (C-SSRS 4).
  ["suicide-word", "active-ideation", "high", "\\bsuicid"],
  ["kill-myself", "active-ideation", "high", `\\b${KILL}(?:ing|ed)? ${SELF}`, "self"],
  ["end-my-life", "active-ideation", "high", "\\b(?:end|ending|take|taking|ended) my (?:own )?life\\b", "self"],
  ["end-it", "active-ideation", "high", "\\bend(?:ing)? (?:it|it al|things|everything)\\b(?! (?:with|betwen|for (?:him|her|them|us))| of)"],
  ["off-myself", "active-ideation", "high", `\\b(?:of|delete|erase|remove) ${SELF}\\b`, "self"],
  ["end-suffering", "active-ideation", "high", "\\bend my (?:suffering|pain) (?:for god|permanently|forever)", "self"],
  ["thoughts-of-ending", "active-ideation", "high", "\\b(?:thoughts|urge|urges) (?:of|to) (?:ending it|end it|kiling|dying|ending my life|end my life)"],
  ["my-own-hands", "active-ideation", "high", "\\b(?:die|dying) by my own hands?\\b", "self"],
  ["imagining-own-death", "active-ideation", "high", "\\bimagining my own death\\b", "self"],
  ["catch-the-bus", "active-ideation", "high", `\\b(?:${INTENT})${TO} catch(?:ing)? the bus(?= \\.| $| fr| tbh| lol| ngl)`],
  ["act-on-it", "active-ideation", "low", "\\b(?:act on it|actually do (?:it|anything)|do anything stupid|ever do it)\\b"],

  // Method and means, with self-directed intent (C-SSRS 3).
  ["overdose", "method", "high", `\\b(?:${INTENT}|im|i am)${TO} (?:take an )?overdos|\\b(?:of|about) overdosing\\b|\\btaking an overdose\\b`],
  ["took-overdose", "method", "high", "\\b(?:i|ive) (?:took|taken|had) an overdose\\b", "self"],
  ["take-all-pills", "method", "high", `\\b(?:take|taking|swalow|swalowing|down|downing)(?: al| every| al of| a bunch of| a whole bunch of| the whole botle of| a botle of| the whole botle| the botle| the rest of)(?: my| the| these| those)? ${PILLS}\\b(?! (?:with|as|like|on time|every|each|at|in the morning|before|after))`],
  ["swallow-bottle", "method", "high", "\\b(?:swalow|down|drink)(?: al| al of)? (?:the|a) (?:whole )?botle\\b"],
  ["pills-and-alcohol", "method", "high", `\\b${PILLS} and (?:vodka|alcohol|wine|whiskey|booze)\\b`],
  ["jump", "method", "high", `\\b(?:${INTENT}|im|i am)${TO} (?:jump|jumping|step|stepping|throw myself|fal|run|running) (?:of|from|in front of|into|in|infront of|out of|out) (?:a |the |my |this |that )?(?:${MEANS_PLACE}|river|sea|lake|trafic|oncoming trafic|window)`],
  ["jump-bare", "method", "high", `\\b(?:${INTENT}|i am|im)${TO} (?:jump|step of)(?= \\.| $| now| tonight)`],
  ["at-the-edge", "method", "high", `\\b(?:im|i am)(?: standing| siting| stood)? (?:on|at) (?:the|a|this|my) (?:${MEANS_PLACE}|edge)\\b`],
  ["tracks", "method", "high", "\\b(?:lie|lay|lying|laying)(?: down)? on the (?:tracks|road|railway)|looking at the (?:train )?tracks and"],
  ["walk-into", "method", "high", "\\bwalk into the (?:sea|ocean|river|lake|trafic)\\b"],
  ["drive-into", "method", "high", `\\b(?:${INTENT}|im|i am)${TO} (?:drive|driving|crash|crashing|steer|wreck|slam)(?: my car| the car| it)? (?:into|of|of a|on purpose|the car|my car)`],
  ["hang", "method", "high", `\\bhang(?:ing)? ${SELF}\\b`, "self"],
  ["shoot", "method", "high", `\\b(?:shoot|shooting|stab|stabing|drown|drowning|poison|poisoning|electrocute|gas|burn|sufocate|strangle) ${SELF}(?! (?:in the fot|laughing))`, "self"],
  ["wrists", "method", "high", "\\b(?:slit|slice|slash|cut|cuting|sliting)(?: open)? my (?:wrist|wrists|throat)\\b", "self"],
  ["bullet", "method", "high", "\\b(?:bulet (?:in|through) my (?:head|brain)|blow my brains out|gun to my head|knife to my (?:throat|wrist))\\b", "self"],
  ["drink-poison", "method", "high", `\\b(?:${INTENT}|im|i am)${TO} (?:drink|drinking|swalow) (?:bleach|pesticide|antifreze|poison)\\b`],
  ["use-it-on-myself", "method", "high", `\\b(?:use|using|turn|turning) (?:it|the gun|the knife|a knife|a gun) on ${SELF}`, "self"],
  ["set-on-fire", "method", "high", `\\bset(?:ting)? ${SELF} on fire\\b`, "self"],
  [
    "method-terms",
    "method",
    "high",
    "\\b(?:drink myself to death|rope around my neck|pul the triger(?! on)|exit bag|plastic bag over my head|car exhaust|charcoal burning|painles way (?:out|to die|to go)|quick and painles|make it lok like an? acident|over dose)\\b",
  ],
  ["carbon-monoxide", "method", "high", "\\b(?:carbon monoxide|exhaust pipe|suicide bag)\\b"],

  // Plan and timing (C-SSRS 5).
  ["do-it-when", "plan", "high", `\\b(?:do|doing|end|ending|going through with) it (?:${WHEN})\\b`],
  ["going-there-when", "plan", "high", `\\b(?:going|heading|driving|walking) to the (?:${MEANS_PLACE}|station) (?:${WHEN})`],
  ["tonight-is-the-night", "plan", "high", "\\b(?:tonight is|tonights|tomorow is|today is) the (?:night|day)\\b"],
  ["last-night-alive", "plan", "high", "\\b(?:this is )?my last (?:night|day)(?: alive| on earth| ever)?(?= \\.| $)|\\blast (?:night|day) (?:alive|on earth)\\b", "self"],
  ["mind-made-up", "plan", "high", "\\b(?:made up my mind|my mind is made up|my minds made up)(?=(?: \\.)? (?:its|it is|im doing it|tonight|im going to end)\\b| \\.? ?$)", "self"],
  ["decided", "plan", "high", `\\b(?:decided|made my decision)(?: that)?(?: i| im| i am)?(?: going| gonna)?(?: to)? (?:end (?:it|my life|things)|${KILL}|die|do it|how|when|tonight)`],
  ["have-a-plan", "plan", "high", "\\bmy plan is to (?:take|jump|end|kil|die|overdose|hang|do it)|\\b(?:have|got|made) a plan (?:to|and)|\\bgot it al planed|\\bthe plan is set\\b|\\b(?:i|ive) (?:have|got) a plan(?= \\.? ?$)|\\beverything is planed for\\b"],
  ["know-how", "plan", "high", "\\bknow (?:exactly )?(?:how|where and when|when and where) (?:im going to|i would|id|il|i wil|i am going to|to) do it\\b|\\bknow where and when\\b"],
  ["worked-out-how", "plan", "high", "\\b(?:worked out|figured out|planed) (?:how and when|when and how|the best way to do it|how to do it|how im going to)"],
  ["picked-the-date", "plan", "high", "\\b(?:picked|set|chosen|chose) (?:the|a) (?:date|day|time)\\b(?! for (?:the|our|my) (?:party|wedding|meting|trip|move))"],
  ["going-through-with-it", "plan", "high", "\\b(?:going through with it|not backing out|nothing is going to change my mind|wont change my mind)"],
  ["gone-by", "plan", "high", "\\b(?:il|i wil) be (?:gone|dead) by\\b|\\bwont (?:se|make it to|survive) (?:tomorow|the morning|the weekend|next week)"],
  ["over-soon", "plan", "high", `\\b(?:it|this|al|everything)(?: al)?(?:l| wil) be over (?:${WHEN})\\b`+"|\\bhapening tonight\\b"],
  ["made-my-peace", "plan", "high", "\\bmade my peace\\b|\\bready to go\\b(?= \\.| $)"],
  ["when-alone", "plan", "high", "\\bwhen (?:the house is empty|everyone (?:is asleep|goes to sleep|is gone)|my parents leave)"],
  ["do-it-this-time", "plan", "high", "\\b(?:gonna|going to|finaly) (?:gonna |going to )?do it\\b(?= (?:tonight|tomorow|this time|for real|now|today))"],

  // Preparatory acts (C-SSRS 6, and the warning signs: notes, giving possessions away, means).
  ["goodbye-letter", "preparation", "high", "\\b(?:godbye|suicide|last|final) (?:leter|note|leters|notes)\\b(?! (?:to|for) (?:my |the |our )?(?:team|coleagues|coworkers?|clas|boss|ofice|manager|students|landlord))"],
  ["letters-to-say-goodbye", "preparation", "high", "\\b(?:leters|notes)(?: to| for)(?: my| every)[^.]*(?:godbye|to find|after)|\\bwrote leters to everyone\\b"],
  ["left-a-note", "preparation", "high", "\\bleft (?:a|my) note (?:on|for)\\b"],
  ["stockpile", "preparation", "high", `\\b(?:stockpil|hoard)\\w*(?: up)?(?: my| the| al| some)? ${PILLS}|\\b(?:saving|saved|colecting|colected|stash of|enough|stashed) (?:up )?(?:my |the |al |enough )?${PILLS}`],
  ["have-pills-here", "preparation", "high", `\\b(?:the|my|al the|these) ${PILLS} (?:right here|in front of me|ready|laid out|next to me|in my hand)`],
  ["research-method", "preparation", "high", "\\b(?:research|look|looking|looked|googl|search|check)\\w*(?: up| for| into)?\\b[^.]*\\b(?:lethal|fatal|to die|painles|overdose|nose|hang myself|kil myself|how many pils|talest (?:buildings|bridges)|how high (?:the|that) (?:bridge|building|rof|cliff|balcony))"],
  ["obtained-means", "preparation", "high", "\\b(?:bought|buy|buying|got|get|found out where to get) (?:a |the |some )?(?:rope|noose|gun|firearm|pistol|shotgun|pils|razor blades)\\b(?! (?:for|from) (?:the|my) (?:garden|camping|gym|doctor|pharmacy|chemist))"],
  ["noose", "preparation", "high", "\\b(?:tied|tie|tying|made)(?: the| a)? nose\\b|\\bthe rope (?:is ready|is in)|\\brope in my\\b|\\bpractis\\w* with the belt\\b"],
  ["gave-away-possessions", "preparation", "high", "\\b(?:gave|giving|give|given) (?:away )?(?:al )?my (?:stuf|things|belongings|posesions|pets?|cat|dog|clothes|books|guitar|games)(?: away)?(?: \\.| $| to)|\\bgiving my stuf away\\b"],
  ["wont-need-it", "preparation", "high", "\\b(?:wont|not going to|wil not) need (?:it|them|any of it|any of them|anything)(?: anymore| any more)?(?= \\.| $| anymore)(?![^.]*(?:since|because|now that) i)"],
  ["will-in-order", "preparation", "high", "\\b(?:writen|wrote|write|sorted|made|finished|updated)(?: out)? my wil\\b|\\b(?:put|putting|got|get)(?: al)? my afairs in order|\\bleft everything in order\\b|\\bpaid of my debts so\\b"],
  ["rehearsal", "preparation", "high", `\\b(?:went|got|was) (?:up )?(?:to|on) the (?:${MEANS_PLACE})(?: but| and)|\\btook the ${PILLS} out|\\bheld the (?:knife|gun|rope|blade) to my`],
  ["aborted-attempt", "preparation", "high", "\\b(?:couldnt|didnt|did not|could not) (?:jump|go through with it|swalow (?:them|the pils))"],
  ["who-gets-my-things", "preparation", "high", "\\bwho (?:gets|should get|wil get|can have) my (?:things|stuf|posesions|belongings)"],
  ["when-im-gone", "preparation", "high", "\\b(?:when|after|once) im (?:gone|dead|not here|not around)\\b", "self"],

  // Farewells and disappearance (warning sign: saying goodbye).
  ["wont-be-around", "farewell", "moderate", "\\b(?:wont|not going to|wil not|not gonna|dont think il) be (?:around|here|alive)(?: much)?(?: for)? (?:longer|anymore|any more|soon|tomorow|next week|at christmas|for long|to se it)|\\bnot going to be (?:around|here|alive)(?= \\.| $)|\\bwont be (?:around|here)(?= \\.? ?$)"],
  ["gone-soon", "farewell", "moderate", "\\b(?:il|i wil) be gone soon\\b|\\bsoon il be gone\\b"],
  ["saying-goodbye", "farewell", "moderate", "\\b(?:saying|say|said) (?:my )?godbyes?(?: to everyone| while i stil can| before i go| to my friends| for real)?(?= \\.| $| while| before)|\\bmesaging everyone to say godbye"],
  ["this-is-goodbye", "farewell", "moderate", "\\b(?:this is|its) (?:godbye|my final godbye|the end)\\b|\\bgodbye (?:forever|world|everyone)\\b|\\b(?:final|last) godbye\\b|\\bgodbye\\b[^.]*(?: \\. [^.]*)?\\bno idea\\b|\\bbye for god\\b"],
  ["last-message", "farewell", "moderate", "\\b(?:my )?last (?:message|time we(?:l)? (?:talk|speak))\\b|\\blast (?:you|anyone)(?:l)? (?:hear|hears) from me\\b"],
  ["wont-hear-from-me", "farewell", "moderate", "\\b(?:wont|never) (?:hear from|se) me again\\b|\\bwont hear from me\\b(?! for)"],
  ["no-one-will-worry", "farewell", "moderate", "\\b(?:wont|no one wil|nobody wil) (?:have to )?(?:deal with|worry about) me\\b|\\bdont worry about me after\\b", "self"],
  ["remember-me", "farewell", "moderate", "\\bremember me(?= \\.| $| okay| ok| when im gone)", "self"],
  ["nice-knowing-you", "farewell", "moderate", "\\bnice knowing you\\b|\\bse you on the other side(?! of)|\\bchecking out for god\\b|\\b(?:leaving|going away|gone) forever\\b"],
  ["forgive-me", "farewell", "moderate", "\\bforgive me for what im (?:about|going) to do\\b|\\btel (?:my|everyone|them)[^.]*(?:i love|im sory|that im sory)|\\blove you al[^.]*\\bim sory\\b|\\bsory for everything (?:\\. )?godbye", "self"],
  ["goodbye-at-the-end", "farewell", "moderate", "\\b(?:im done|time for me to go|im sory|sory|love you al|i love you)(?: \\.)? godbye\\b|\\bgodbye(?: \\.)? im done\\b"],
  ["not-make-it-to", "farewell", "moderate", "\\bnot (?:going to|gonna) make it to (?:my )?(?:birthday|christmas|next)"],

  // Perceived burdensomeness (interpersonal theory of suicide; the Lexicon's burdensomeness terms).
  ["better-off-without-me", "burden", "moderate", "\\bbeter of (?:without me|if i|with me (?:dead|gone))|\\bbeter (?:place )?without me\\b|\\bfree without me\\b", "self"],
  ["easier-without-me", "burden", "moderate", "\\b(?:easier|happier|beter|fine|relieved)(?: for (?:everyone|them|al|my family))? without me\\b", "self"],
  ["they-would-be-better-off", "burden", "moderate", "\\b(?:theyd|they would|everyone would|everyone wil|theyl|they wil|my family would|my family wil)\\b[^.]*\\bbeter of(?= \\.? ?$)", "self"],
  ["dont-want-to-be-a-burden", "burden", "moderate", "\\b(?:dont|do not) want to be (?:a|such a) burd[ei]n\\b"],
  ["easier-if-gone", "burden", "moderate", `\\b(?:easier|happier|relieved|fine|beter|a favou?r)(?: for (?:everyone|them|al))?(?: if i| by| without me)(?: just)? (?:was |were |wasnt |didnt |never |dying|disapeared|died|go\\b|${GONE})`, "self"],
  ["nobody-would-miss-me", "burden", "moderate", "\\b(?:no one|noone|nobody) (?:would|wil|wouldnt|even) (?:even )?(?:miss|notice|care)(?: me)?(?: if i)?", "self"],
  ["burden", "burden", "moderate", "\\b(?:a|such a|just a|the) burd[ei]n\\b|\\bburd[ei]n (?:to|on|for)\\b"],
  ["waste-of-space", "burden", "moderate", "\\bwaste of (?:space|oxygen|air|life)\\b|\\b(?:just )?tak(?:e|ing) up space\\b|\\bdead weight\\b"],
  ["world-doesnt-need-me", "burden", "moderate", "\\b(?:world|nobody|no one|everyone) (?:doesnt|does not) need me\\b|\\bnobody needs me\\b", "self"],
  ["dont-deserve-to-live", "burden", "moderate", "\\b(?:dont|do not) deserve to (?:live|be alive|exist|be here)|\\bshouldnt (?:be alive|exist|be here)\\b"],
  ["ruining-by-being-alive", "burden", "moderate", "\\bby (?:being alive|existing)\\b|\\bmake (?:everyone|everything|things|their lives|everyones lives) worse\\b|\\bruin(?:ing)? (?:everyones|their|my familys) (?:life|lives)\\b|\\bsory for existing\\b"],
  ["too-much-for-everyone", "burden", "moderate", "\\bbeter if i (?:just )?(?:go|left|was gone|disapear)"],

  // Self-harm, current or urged (C-SSRS behaviour; non-suicidal self-injury).
  ["self-harm-word", "self-harm", "moderate", "\\bself ?(?:harm|injur|mutilat)"],
  ["hurt-myself", "self-harm", "moderate", `\\b(?:hurt|harm|cut|burn|burned|burnt|hit|punch|scratch|scratched|starve|starving|starved|punish|cuting|hurting|hiting|burning|scratching|carving|mutilate|bite|bit|biting|choke|choking|wound)(?:ing|ed)? ${SELF}\\b(?! (?:shaving|cooking|chopping|by acident|acidentaly|on (?:the|a|some)|laughing))`, "self"],
  ["cut-body", "self-harm", "moderate", "\\b(?:cut|cuting|carve|carving|carved|scratch|burn|burning|slice)(?: into| up)? my (?:arm|arms|thigh|thighs|legs|leg|skin|stomach|wrist)\\b", "self"],
  ["want-to-cut", "self-harm", "moderate", `\\b(?:${INTENT}|trying not) (?:to )?(?:cut|bleed|burn myself|hurt)(?= \\.| $| again| tonight| so| right| rn| deper| now)`],
  ["urge-to-cut", "self-harm", "moderate", "\\b(?:urge|urges|craving|cravings) to (?:cut|self harm|hurt myself|burn myself|bleed)\\b|\\bneed to cut(?= \\.| $| to| so| again| tonight| now| rn| right now)"],
  ["cut-again", "self-harm", "moderate", "\\b(?:cut|cuting|relapsed and cut|broke my streak and cut) (?:again|deper|so dep)\\b|\\brelapsed and cut\\b|\\bbroke my streak\\b|\\bhavent stoped cuting\\b|\\bcuting (?:again|is the only)|\\bben cuting\\b"],
  ["fresh-cuts", "self-harm", "moderate", "\\b(?:fresh|new) cuts\\b|\\bmade myself bleed\\b|\\buntil (?:they|it|i) bled\\b|\\buntil (?:it|they) (?:bled|bruised|bleds)|\\buntil my knuckles bled"],
  ["need-pain", "self-harm", "moderate", "\\b(?:need|want|deserve) (?:to )?(?:feel pain|hurt|bleed)\\b(?= \\.| $| so)"],
  ["blade", "self-harm", "moderate", "\\b(?:a|my|the) (?:blade|razor)(?: and i want to use it| to my)|\\bwith (?:a|the|my) (?:razor|blade|lighter)\\b|\\bwith the blade\\b"],
  ["head-against-wall", "self-harm", "moderate", "\\b(?:bang|bash|hit|slam)(?:ing|ed)? my head (?:against|on|into)\\b"],
  ["on-purpose", "self-harm", "moderate", "\\b(?:burn|burned|burnt|cut|hit|scratch|scratched|bit|hurt|bruised)\\w* my \\w+ on purpose\\b", "self"],
  ["not-safe", "active-ideation", "high", "\\b(?:im|i am) not safe(?: with myself| around myself| right now| tonight)?(?= \\.? ?$| \\.)|\\bdont trust myself (?:around|with|tonight|right now)"],
];

export const RULES: readonly Rule[] = ROWS.map(([rule, category, tier, source, self]) => ({
  rule,
  category,
  tier,
  pattern: phrase(source, "g"),
  self: self === "self",
}));
