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
export const YOU_ARE =
  "(?:you are|youre|your|ur|u r|u are|you r|yor|you were|u were|you was|u was|youve been|you have been)";
export const YOURSELF = "(?:yourself|your self|urself|ur self|yourselves|yoself)";

/** Words that may stand between the addressee and the insult: "you stupid little …". */
export const FILLER =
  "(?:a|an|the|such|so|just|really|total|complete|absolute|utter|fucking|fuckin|fking|freaking|bloody|damn|stupid|dumb|little|fat|ugly|pathetic|worthless|useless|disgusting|sad|sick|lazy|brainless|dirty|filthy|selfish|miserable)";

/**
 * Insults and slurs, as nouns for a person (slurs of the kinds obscenity's English dataset covers:
 * race, sexuality, gender identity, disability). Written plainly; compared collapsed.
 */
export const INSULT =
  "(?:idiot|idiots|moron|morons|imbecile|loser|losers|bitch|bitches|cunt|cunts|asshole|assholes|arsehole|dick|dickhead|prick|bastard|twat|wanker|slut|whore|hoe|skank|retard|fag|faggot|dyke|tranny|nigger|nigga|chink|spic|kike|freak|creep|slob|scum|scumbag|jerk|douche|douchebag|clown|dumbass|jackass|psycho|weirdo|parasite|piece of (?:shit|crap|trash|garbage)|waste of (?:space|oxygen|air|skin|life))";

/**
 * Animals called a person: "you pig", "shut up you fat cow", "you're a snake". Only put to someone,
 * or whole with an insulting word ("stupid cow"): "cow", "a pig", "are you a cow person?" are
 * everyday words.
 */
export const ANIMAL = "(?:pig|pigs|cow|cows|rat|rats|snake|snakes)";
export const NOT_AN_ANIMAL_LOVER = "(?! (?:person|people|or|and|lover|lovers|fan|fans|emoji|plant|plants)\\b)";

/** What insults a person it is said of: "you're worthless", "you are a joke". */
export const INSULTING =
  "(?:stupid|dumb|fat|worthless|pathetic|useless|disgusting|ugly|retarded|brainless|vile|repulsive|trash|garbage|nothing|nobody|a joke|a mistake|a disgrace|a failure)";

/**
 * Someone's feelings put into words, not an insult: "it sounds like you feel you're worthless",
 * "that doesn't mean you're a failure". The writer's own opinion is a verdict all the same: "I
 * think you're an idiot", "I feel like you're pathetic" (but not "I don't think you're an idiot").
 */
export const NOT_A_VERDICT =
  "(?<!\\b(?:(?<!\\bi (?:really |honestly |just |genuinely |do |still )?)(?:think|thought|believe|believed|feel|feel like|felt|felt like)|told|tell|says|said|mean|means|not saying|dont mean|doesnt mean|saying|(?<!\\bi (?:really |honestly |just |genuinely |do |still )?(?:feel|felt) )like) )";

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
