/**
 * Final goodbyes by family (2026-11-29, sixth round), from the warning sign "saying goodbye" as the
 * 988 Lifeline, AFSP and Samaritans describe it, and how it is said in chat: a goodbye "forever",
 * saying goodbye "while i still can" or "before i go for good", the last time one will be heard
 * from, "i'm done. bye", missing everyone and asking to be missed little, sorrow at not staying,
 * "my last friend". Every rule here is a farewell, so crisis-context.ts spares it when the message
 * names an everyday occasion (a flight, a holiday, bed), unless a word makes it final ("forever",
 * "for good"): rules that carry such a word leave out, themselves, what is said goodbye to for ever
 * in everyday life (wisdom teeth, an old job). The seventh round (2026-11-29) added "bye forever lol"
 * as a check-in, a message declared a goodbye ("this is my goodbye to everyone"), and gone "from here
 * or anywhere". Since the eighth round (2026-11-30) "goodbye forever" is read here only, so that
 * "goodbye forever lol" is the same check-in as "bye forever lol".
 */
import type { Row } from "./vocabulary.js";

/** A goodbye word, in the spellings of chat ("gudbye", "gbye", "byeee" read collapsed). */
const BYE = "(?:goodbye|gudbye|gbye|bye|farewell|cya|goodnight|so long)";

/**
 * What a goodbye is said to when it is said to people, or to nobody named: not "to my old phone". A
 * heart after it ("gbye forever ❤️") is love: the content filter's unmasking reads "❤" as the letter "o".
 */
const TO_PEOPLE =
  "(?= \\.? ?$| (?:\\. )?(?:guys|everyone|everybody|all|yall|friends|my friends|world|i|im|its|thank|thanks|love|sorry|please|dont|take|you were|o)\\b)";

/** Laughter after a goodbye, as crisis-hyperbole.ts reads it (emoji.ts writes "😂" as "lol"). */
const LAUGH = "(?:lol|lols|lmao|lmfao|rofl|ha(?:ha)+h?|hehe|xd)";

export const FINAL_GOODBYES: Row[] = [
  // "bye forever", "goodnight forever": not "bye forever to my wisdom teeth", nor "bye forever, old job".
  // Nor "goodnight forever, i'm going to sleep till noon", a long sleep named.
  [
    "goodbye-forever",
    "farewell",
    "moderate",
    `\\b${BYE} (?:forever|for ever|for good)\\b${TO_PEOPLE}` +
      // Laughed at right after ("goodbye forever guys haha"): goodbye-forever-laughed's check-in.
      `(?!(?: (?:guys|everyone|everybody|all|yall|friends))?(?: \\.)? ${LAUGH}\\b)` +
      "(?!.*\\b(?:sleep|sleeping|bed|nap|noon|tomorrow|later|next (?:week|time)|moving|emigrat\\w*)\\b)",
  ],
  // "bye forever lol": a goodbye for ever softened by laughter is still a goodbye, worth a check-in
  // (the low tier). Only the whole message, with a word to open it at most ("ok", "welp"): a goodbye
  // laughed at that names what it leaves ("deleted tiktok, bye forever lol", "bye forever to this
  // game lol") is a joke about it (2026-11-29, seventh round).
  [
    "goodbye-forever-laughed",
    "farewell",
    "low",
    `^ (?:(?:ok|okay|k|welp|well|so|anyway|anyways|alright|right|ight|aight|guys)(?: \\.)? )?${BYE} (?:forever|for ever)` +
      `(?: (?:guys|everyone|everybody|all|yall|friends))?(?: \\.)? ${LAUGH}\\b` +
      "(?!.*\\b(?:sleep|sleeping|bed|nap|noon|tomorrow|later|next (?:week|time)|see you|see ya|cya|brb|ttyl|moving|emigrat\\w*)\\b)",
  ],
  // The message declared a goodbye: "this is my goodbye to everyone", "consider this my goodbye". Not
  // to something named ("my goodbye to twitter", "my goodbye post to the server", "to everyone in year
  // 13"), and an occasion named in the message explains it (crisis-context.ts) (2026-11-29, seventh
  // round).
  [
    "my-goodbye",
    "farewell",
    "moderate",
    "\\b(?:this is|consider this|take this as|this (?:message|post|text) is|let this be|heres) my (?:final |last )?(?:goodbye|farewell)" +
      "(?: (?:to )?(?:everyone|everybody|you all|all of you|yall|you|you guys|the world|world))?(?= \\.| $)",
  ],
  // Gone from here and from everywhere: "i won't be on here anymore, or anywhere else". Not "won't be
  // on here anymore" alone, most often said of leaving an app, nor with the app or the reason named
  // (2026-11-29, seventh round).
  [
    "not-here-or-anywhere",
    "farewell",
    "moderate",
    "\\b(?:wont|will not|not going to|not gonna) be (?:on )?here\\b[^.]{0,30}(?: \\. )?(?:or|and not) (?:anywhere(?: else)?|ever again)\\b" +
      "(?!.*\\b(?:app|apps|account|accounts|site|server|platform|discord|insta\\w*|tiktok|twitter|reddit|snap\\w*|facebook|online|social media|delet\\w*|uninstal\\w*|exams?|uni|school|work|busy|for a while)\\b)",
  ],
  // "gudbye world": the old "goodbye world" in the spellings of chat, said to the world alone.
  ["goodbye-to-the-world", "farewell", "moderate", `\\b(?:gudbye|gbye|byebye) (?:cruel )?world\\b${TO_PEOPLE}`],
  // Saying goodbye while one still can, or before leaving for good: "i'm saying goodbye now while i
  // still have the courage", "just wanted to say bye properly before i go for good". Not "before i
  // go to bed" or "before my flight", which crisis-context.ts reads as an occasion.
  [
    "goodbye-while-i-can",
    "farewell",
    "moderate",
    `\\b(?:say|said|saying|says) (?:my )?${BYE}s?(?: properly| now)?(?: to (?:everyone|everybody|you all|yall|all of you|you|u))?(?: properly| now)? ` +
      "(?:while i (?:still )?(?:can|have the (?:chance|courage|strength|nerve))|before i (?:go|leave) (?:for good|forever)|for good|forever)\\b" +
      // Not moving abroad "for good", which names its reason.
      "(?!.*\\b(?:moving|move|emigrat\\w*|relocat\\w*|new job|abroad)\\b)",
  ],
  // Absence after a day to come: "i won't be around after this weekend, just so you know" (a move or
  // a new job named in the message explains it: crisis-context.ts).
  [
    "not-around-after",
    "farewell",
    "moderate",
    "\\b(?:wont|will not|not going to|not gonna) be (?:around|here|alive) after (?:tonight|today|tomorrow|this (?:weekend|week|month)|the weekend|christmas|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\\b",
  ],
  // The last time one will be heard from: "this is the last time you'll hear from me".
  [
    "last-time-you-hear-from-me",
    "farewell",
    "moderate",
    "\\b(?:the )?last time (?:you|youll|you will|anyone|anybody|any of you|yall) (?:wil )?(?:hear (?:from |of )?me|se me)\\b(?= \\.| $| again| alive)",
  ],
  // "i'm done. bye": done, then goodbye, to people or to nobody named. Not "i'm done with this chat,
  // bye", "done for the night", nor a game or homework given up on (named anywhere after it).
  [
    "done-then-goodbye",
    "farewell",
    "moderate",
    `\\b(?:im|i am) (?:so |just |really )?done(?: \\.)? ${BYE}\\b${TO_PEOPLE}` +
      "(?!.*\\b(?:game|match|round|lobby|stream|server|level|homework|essay|revision|assignment|shift|rigged|chat|for the night|for today|for tonight)\\b)",
  ],
  // Missing everyone and parting wishes said together, with no goodbye: "ill miss u all. take care of
  // urselves".
  [
    "miss-you-all-take-care",
    "farewell",
    "moderate",
    "\\b(?:ill|i will|im going to|gonna) mis (?:you|u) (?:all|guys|so much|all so much)\\b[^.]{0,30}(?: \\. [^.]{0,20})?\\b(?:take care of (?:yourselves|urselves|each other)|love you all|look after each other)\\b",
  ],
  // Asking to be missed little, with a goodbye: "don't miss me too much. bye".
  [
    "dont-miss-me",
    "farewell",
    "moderate",
    `\\b(?:dont|do not|try not to) mis me\\b[^.]{0,20}(?: \\. [^.]{0,10})?\\b${BYE}\\b|\\b${BYE}\\b[^.]{0,20}(?: \\. )?(?:dont|do not|try not to) mis me\\b`,
  ],
  // Sorrow at not staying: "goodbye my friends, i'm sorry i couldn't stay" (not "couldn't stay
  // longer", "stay for dinner", "stay at the party", nor "stay awake").
  [
    "sorry-i-couldnt-stay",
    "farewell",
    "moderate",
    "\\bsorry (?:that )?i (?:couldnt|cant|could not|can not|wasnt able to) (?:stay|hold on|keep going|be stronger|hold on any longer)\\b" +
      "(?! (?:longer|for|at|til|till|until|late|over|up|out|in|awake|on|the night|tonight|with)\\b)" +
      // Nor left early for a train or a lift.
      "(?!.*\\b(?:train|bus|taxi|uber|lift|ride|early|babysitter|party|dinner|drinks|meeting|event)\\b)",
  ],
  // Thanks for being one's last friend: "thanks for being my last friend. bye".
  [
    "my-last-friend",
    "farewell",
    "moderate",
    "\\b(?:thank(?:s| you| u) for being|you were|youve been|you are|youre) my last (?:friend|mate|person)\\b",
  ],
];
