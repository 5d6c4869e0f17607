/**
 * The words of the harassment screen's rules (harassment.ts and the files beside it), written plainly
 * and compared collapsed (crisis-text.ts phrase): how people write "you", the insults, and the
 * lookbehinds that keep a listener's or a reporter's words from reading as abuse.
 */
/** "you", and the ways people write it. */
export const YOU = "(?:you|u|ya|yu)";
/**
 * "you are" / "you're" in its spellings (normalise drops apostrophes: "youre"), and in the past:
 * "you were such a loser", "she thought you were a loser".
 */
export const YOU_ARE_PLAIN =
  "(?:you are|youre|u r|ura|u are|you r|you were|u were|you was|u was|youve been|you have been)";
/** "you're" typed as the possessive: "ur fat", "your a loser"; but "your ugly sweater" is a sweater. */
const YOU_ARE_TYPED = "(?:your|ur|yor)";
export const YOU_ARE = `(?:${YOU_ARE_PLAIN}|${YOU_ARE_TYPED})`;
/** The end of what is said of them, after a bare "ur": "ur fat and ugly", "ur fat lol", "ur fat". */
const SAID_LAST = "(?= \\.| *$| (?:and|af|asf|lol|lmao|tbh|too|ngl|fr|honestly|bro|mate|now|today|tho|though|or)\\b)";

/**
 * `word` said to them as "you're" (`between` the words that may come first: "so", "a"): a bare "your"
 * or "ur" only when nothing follows the word, or with a word between ("ur so dumb"), since "your
 * ugly sweater" and "ur idiot brother" are theirs, not them.
 */
export const addressed = (between: string, word: string): string =>
  `(?:${YOU_ARE_PLAIN} (?:(?:${between}) )*${word}|${YOU_ARE_TYPED} (?:(?:${between}) )+${word}|${YOU_ARE_TYPED} ${word}${SAID_LAST})`;
export const YOURSELF = "(?:yourself|your self|urself|ur self|yourselves|yoself)";

/** Words that may stand between the addressee and the insult: "you stupid little …". */
export const FILLER =
  "(?:a|an|the|such|so|just|really|literally|actually|genuinely|honestly|seriously|legit|truly|total|complete|absolute|utter|proper|fucking|fuckin|fking|fkn|fcking|effing|freaking|frigging|bloody|damn|stupid|dumb|little|lil|fat|ugly|pathetic|worthless|useless|disgusting|sad|sick|lazy|brainless|dirty|filthy|selfish|miserable)";

/**
 * Insults and slurs, as nouns for a person (slurs of the kinds obscenity's English dataset covers:
 * race, sexuality, gender identity, disability). Written plainly; compared collapsed.
 */
export const INSULT =
  "(?:idiot|idiots|moron|morons|imbecile|cretin|dimwit|halfwit|nitwit|dunce|numpty|muppet|plonker|pillock|tosser|knobhead|bellend|dipshit|shithead|fuckface|fuckwit|loser|losers|lowlife|degenerate|bitch|bitches|cunt|cunts|asshole|assholes|arsehole|dick|dickhead|prick|bastard|twat|wanker|slut|whore|hoe|skank|retard|fag|faggot|dyke|tranny|nigger|nigga|chink|spic|kike|freak|creep|slob|fatty|fatso|fatass|lardass|scum|scumbag|maggot|vermin|jerk|douche|douchebag|clown|dumbass|jackass|bozo|(?:ugly|fat|dumb|stupid|broke|creepy|pathetic|bitch) ass|psycho|weirdo|parasite|incel|crybaby|cry baby|drama queen|attention seeker|attention whore|snowflake|little shit|lil shit|piece of (?:shit|crap|trash|garbage)|waste of (?:space|oxygen|air|skin|life|time|sperm)|(?:poor |pathetic |sorry )?excuse (?:for|of) a (?:human|human being|person|man|woman))";

/**
 * Milder names, an insult only when put to someone: "you donkey", "you're such a tool". Never the
 * whole message or a last word ("a new tool", "i'm a coward about spiders").
 */
export const NAMED = "(?:donkey|tool|coward|wimp|wuss|weakling|sissy|ogre|goblin|gremlin|pleb|nonce)";

/**
 * Who someone is, turned into an insult before the noun: "you autistic freak", "you gay idiot".
 * Only before an insult; said alone these are who people are.
 */
export const IDENTITY =
  "(?:gay|lesbian|queer|trans|black|brown|asian|muslim|jewish|jew|arab|paki|mexican|indian|chinese|gypsy|immigrant|foreign|autistic|disabled|crippled|retarded|mental|deaf|ginger)";

/**
 * Animals called a person: "you pig", "shut up you fat cow", "you're a snake". Only put to someone,
 * or whole with an insulting word ("stupid cow"): "cow", "a pig", "are you a cow person?" are
 * everyday words.
 */
export const ANIMAL = "(?:pig|pigs|cow|cows|rat|rats|snake|snakes)";
export const NOT_AN_ANIMAL_LOVER = "(?! (?:person|people|or|and|lover|lovers|fan|fans|emoji|plant|plants)\\b)";

/** What insults a person it is said of: "you're worthless", "you are a joke". */
export const INSULTING_ADJECTIVE =
  "(?:stupid|dumb|thick|dense|idiotic|moronic|braindead|brain dead|clueless|delusional|ignorant|annoying|insufferable|cringe|cringey|cringy|lazy|fat|obese|anorexic|ugly|fugly|hideous|gross|nasty|revolting|worthless|pathetic|useless|disgusting|retarded|brainless|vile|repulsive|unlovable|irrelevant|trash|garbage|embarrassing|mentally challenged|brain damaged)";
/** Nouns that judge a whole person: "you're a nobody", "you're an embarrassment". */
export const VERDICT =
  "(?:joke|mistake|disgrace|failure|embarrassment|nobody|letdown|let down|laughing stock|laughingstock|lost cause|walking (?:red flag|disaster|joke|cliche|embarrassment|l|trainwreck|train wreck|stereotype))";
export const INSULTING = `(?:${INSULTING_ADJECTIVE}|nothing|nobody|(?:a|an) (?:total |complete |absolute |utter |fucking )?${VERDICT})`;
/** Words after which the adjective is not said of them: "worthless to him", "fat phobic", "less fat". */
export const NOT_INSULT_TAIL = "(?! (?:like|but|to|of|short|less|compared|phobic|shaming|shamed|positive|me)\\b)";

/**
 * Someone's feelings put into words, not an insult: "it sounds like you feel you're worthless",
 * "that doesn't mean you're a failure", "you worry you're being dramatic". The writer's own opinion
 * is a verdict all the same: "I think you're an idiot", "I feel like you're pathetic", "I'm afraid
 * you're pathetic" (but not "I don't think you're an idiot", nor "nobody here thinks you're pathetic").
 */
export const NOT_A_VERDICT =
  "(?<!\\b(?:(?<!\\bi (?:really |honestly |just |genuinely |do |still )?)(?:think|thought|believe|believed|feel|feel like|felt|felt like)|(?<!\\b(?:i|im|i am) (?:really |so )?)(?:afraid|scared|worried|worry|worrying|wonder|wondering|fear)|told|tell|says|said|mean|means|not saying|dont mean|doesnt mean|saying|(?:nobody|no one|noone|none of us) (?:here |else )?(?:thinks|believes|would think|would say)|(?<!\\bi (?:really |honestly |just |genuinely |do |still )?(?:feel|felt) )like) )";

/** Said by someone who cares ("please don't kill yourself") or asks ("do you want to …"). */
export const NOT_A_COMMAND =
  "(?<!\\b(?:dont|do not|never|not|wont|want to|wanna|going to|gonna|thinking of|thinking about|about to|trying to|tried to|try to|plan to|planning to) )";

/** A word that urges a wish on someone: "just die", "please go die", "now drop dead". */
export const URGE = "(?:just |now |so |then |pls |please |go )";

/** The writer promising to act: "i'll", "i will", "im gonna", "imma". */
export const I_WILL = "(?:ill|i will|i am going to|im going to|im gonna|i am gonna|imma|ima|i shall|we will|well)";

/** Said of what the partner believes, or denied: "it's not true that nobody would miss you". */
export const NOT_BELIEVED =
  "(?<!\\b(?:not true that|isnt true that|dont think|dont believe|feel like|feels like|felt like|feel that|seems like|sounds like|think|thinking|believe) )";

/**
 * Someone else named in the message: "he", "her", "your boss". Contempt said beside them is for them,
 * the listener siding with the partner ("what a creep, i'm sorry he did that").
 */
const SOMEONE_ELSE =
  "\\b(?:he|she|him|her|his|hes|shes|hed|shed|they|them|their|theyre|ex|boss|dad|mum|mom|father|mother|brother|sister|friend|friends|partner|husband|wife|boyfriend|girlfriend|bf|gf|teacher|manager|coworker|colleague)\\b";

/** A rule read only in a message that names no one else. */
export const aboutNoOneElse = (rule: string): string => `^(?!.*${SOMEONE_ELSE}).*${rule}`;
