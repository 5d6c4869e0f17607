/**
 * A death or a loss told in everyday words, with no word of grief in it: "I can't believe she's
 * gone", "my dog is gone", "she passed", "we lost grandad last year", "we had to put him down".
 * Read on the lowercased message (apostrophes straightened): someone, or an animal, gone or passed,
 * with nothing after it that makes it an errand or an exam ("she's gone to work", "he passed his
 * test", "she passed!"). A grandparent or a pet named without a loss is no loss ("I walked my dog").
 * A miscarriage is a death too, to those who lose the baby.
 */

/**
 * "die" on the lemma string (nlp.ts) said of someone: not of a thing that stops working ("my phone
 * died", "the battery died"), nor in a wish ("I'd die for a pizza"), nor the writer's own dying
 * wanted or asked about ("want to die", "easiest way to die": dying-words.ts answers those). Shared
 * by the loss topic and the sad feeling, which both read it.
 */
export const SOMEONE_DIES =
  "(?<!(?:phone|battery|laptop|computer|car|charger|wifi|tv|plant|signal|conversation|chat|light|engine) )(?<!(?:want|wanna|way|how|ready|rather|deserve) (?:to )?)(?<!how (?:do|can|could|should|would) i )die(?! for )";

/** The animals a person can lose. */
const ANIMAL = "(?:dog|cat|pet|puppy|kitten|rabbit|bunny|horse|hamster|bird|budgie|guinea pig|tortoise)";

/** Whom a person can lose: the people close to them, and animals. */
const KIN = `(?:mum|mom|mother|dad|father|parents?|grandma|grandad|grandpa|granny|grandmother|grandfather|nan|nana|gran|aunt|auntie|uncle|cousin|sister|brother|son|daughter|baby|kid|child|husband|wife|partner|boyfriend|girlfriend|friend|best friend|${ANIMAL})`;

/** Who is gone: by pronoun, by what they are to the person, or by a grandparent's name. */
const WHO = `(?:she|he|they|(?:my|our|his|her|their) (?:\\w+ )?${KIN}|grandma|grandad|grandpa|granny|nan|nana)`;

/** What may follow "gone" or "passed" and still mean death: the end, a time, how it came. */
const THEN =
  "(?=\\s*(?:$|[.,;?]|and\\b|but\\b|now\\b|forever\\b|for good\\b|too\\b|already\\b|just like that\\b|last\\b|this (?:morning|afternoon|evening|week|weekend|month|year)\\b|yesterday\\b|today\\b|recently\\b|in (?:her|his|their) sleep\\b|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b|(?:a|\\w+) (?:few )?(?:days?|weeks?|months?|years?) ago\\b))";

/** "she's gone", "he has been gone" ("since she's been gone"), "my dog is really gone now". */
const goneSaidOf = (who: string) =>
  `\\b${who}(?:'s|'re| is| are| has| have|'ve)(?: been)?(?: really| actually| just| truly| finally| now| already| really really)? gone${THEN}`;
const GONE = goneSaidOf(WHO);
const PASSED = `\\b${WHO}(?: has| had| just| finally)* passed(?: away| on)?${THEN}`;
// With its subject, or left out at the start as people write ("lost my best friend to cancer").
const LOST = `(?:^|\\b(?:i|we)(?: just| have| had|'ve)? )lost (?:my|our) (?:\\w+ )?${KIN}\\b`;
/**
 * An animal put to sleep: "we had to put him down", "our cat was put to sleep", "we had our cat put
 * to sleep". Not "she always
 * puts me down" (belittled), nor a baby put down for a nap: only an animal, or "had to".
 */
const PUT_DOWN = `\\b(?:(?:had|have|has|having|get|got) (?:my|our|the|his|her|their) (?:\\w+ )?${ANIMAL} put|(?:had|have|has|having|need|needed|needs) to put (?:him|her|them|it|(?:my|our|the|his|her|their) (?:\\w+ )?${ANIMAL})|(?:put|putting) (?:my|our|the|his|her|their) (?:\\w+ )?${ANIMAL}|(?:my|our|the|his|her|their) (?:\\w+ )?${ANIMAL} (?:was|got|had to be|has been|is being|will be) put) (?:down|to sleep)\\b`;

/** A pregnancy lost: "i had a miscarriage", "we lost the baby at 11 weeks", "i lost my pregnancy". */
const MISCARRIAGE = "\\bmiscarr\\w*|\\b(?:lost|losing) (?:the|our|my) (?:baby|pregnancy)\\b";

export const LOSS = new RegExp(`${GONE}|${PASSED}|${LOST}|${PUT_DOWN}|${MISCARRIAGE}`);

/** Whether the message tells of someone, or an animal, lost. */
export const tellsOfLoss = (lower: string): boolean => LOSS.test(lower);

/** Who may have gone by leaving rather than dying: "she's gone", "my boyfriend is gone". */
const LEFT = new RegExp(
  goneSaidOf("(?:she|he|they|(?:my|our) (?:ex|boyfriend|girlfriend|partner|husband|wife|fiance|fiancee))"),
);
/** A death said outright, which no break-up before it makes a leaving. */
const DEATH = new RegExp(
  `${PASSED}|${LOST}|${PUT_DOWN}|${MISCARRIAGE}|\\b(?:died|dies|dead|death|funeral|grief|griev\\w*)\\b`,
);

/**
 * Whether the message tells only of someone gone, with no death said ("she's gone"): a death on
 * its own, but the person leaving when it follows a break-up (context.ts).
 */
export const tellsOnlyOfGone = (lower: string): boolean => LEFT.test(lower) && !DEATH.test(lower);
