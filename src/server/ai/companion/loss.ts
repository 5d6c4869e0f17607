/**
 * A death or a loss told in everyday words, with no word of grief in it: "I can't believe she's
 * gone", "my dog is gone", "she passed", "we lost grandad last year". Read on the lowercased
 * message (apostrophes straightened): someone, or an animal, gone or passed, with nothing after it
 * that makes it an errand or an exam ("she's gone to work", "he passed his test", "she passed!").
 */

/** Whom a person can lose: the people close to them, and animals. */
const KIN =
  "(?:mum|mom|mother|dad|father|parents?|grandma|grandad|grandpa|granny|grandmother|grandfather|nan|nana|gran|aunt|auntie|uncle|cousin|sister|brother|son|daughter|baby|kid|child|husband|wife|partner|boyfriend|girlfriend|friend|best friend|dog|cat|pet|puppy|kitten|rabbit|bunny|horse|hamster|bird|budgie|guinea pig|tortoise)";

/** Who is gone: by pronoun, by what they are to the person, or by a grandparent's name. */
const WHO = `(?:she|he|they|(?:my|our|his|her|their) (?:\\w+ )?${KIN}|grandma|grandad|grandpa|granny|nan|nana)`;

/** What may follow "gone" or "passed" and still mean death: the end, a time, how it came. */
const THEN =
  "(?=\\s*(?:$|[.,;?]|and\\b|but\\b|now\\b|forever\\b|for good\\b|too\\b|already\\b|just like that\\b|last\\b|this (?:morning|afternoon|evening|week|weekend|month|year)\\b|yesterday\\b|today\\b|recently\\b|in (?:her|his|their) sleep\\b|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b|(?:a|\\w+) (?:few )?(?:days?|weeks?|months?|years?) ago\\b))";

const GONE = `\\b${WHO}(?:'s|'re| is| are| has| have)(?: really| actually| just| truly| finally| now| already| really really)? gone${THEN}`;
const PASSED = `\\b${WHO}(?: has| had| just| finally)* passed(?: away| on)?${THEN}`;
const LOST = `\\b(?:i|we)(?: just| have| had|'ve)? lost (?:my|our) (?:\\w+ )?${KIN}\\b`;

export const LOSS = new RegExp(`${GONE}|${PASSED}|${LOST}`);

/** Whether the message tells of someone, or an animal, lost. */
export const tellsOfLoss = (lower: string): boolean => LOSS.test(lower);
