/**
 * Opening messages, written as people type into a chat while they wait: lowercase, run-on,
 * abbreviations, a handle here and there. Written from the rooms' themes and the kinds of turn,
 * before the companion's rules and never edited to make them pass.
 */
import { line, type CorpusLine } from "./types.js";

export const OPENINGS: CorpusLine[] = [
  // Sleep and late nights
  line("venting", "distressed", "I can't sleep again, my mind keeps racing"),
  line("venting", "distressed", "its 3am and im just lying here staring at the ceiling"),
  line("venting", "distressed", "been awake since 2. cant switch my brain off"),
  line("help", "distressed", "what should I do?"),
  line("help", "distressed", "how do i get to sleep when my head wont shut up"),
  line("venting", "distressed", "everyone is asleep and I feel like the only person awake in the world"),
  // Big questions
  line("question", "neutral", "do you ever wonder what the point of all of it is"),
  line("venting", "distressed", "i feel like im just going through the motions and nothing means anything"),
  line("question", "neutral", "is it normal to not know what you want from life at 30?"),
  line("venting", "neutral", "been thinking a lot about what I actually want my life to look like"),
  // Words unsaid
  line("venting", "distressed", "there's so much I never said to my dad before he died"),
  line("venting", "distressed", "I wish I could tell my ex how much she hurt me"),
  line("help", "distressed", "how do I even start writing a letter to someone I'll never send it to"),
  line("venting", "neutral", "i want to write something to my old best friend. we haven't spoken in years"),
  // Overthinking
  line("venting", "distressed", "I keep replaying a conversation from work over and over"),
  line("venting", "distressed", "my brain won't stop spiralling about every tiny thing i said today"),
  line("help", "distressed", "any tips for stopping overthinking? its driving me mad"),
  line("venting", "distressed", "I sent a text 4 hours ago and they haven't replied and I'm freaking out"),
  // Burnout
  line("venting", "distressed", "I'm so tired of everything. work, uni, all of it"),
  line("venting", "distressed", "i have nothing left. worked 60 hours this week and still behind"),
  line("help", "distressed", "can you suggest something to help me switch off after work"),
  line("venting", "distressed", "caring for my mum full time and I'm running on empty"),
  line("venting", "distressed", "burnt out doesn't even cover it honestly"),
  // Venting
  line("venting", "distressed", "ugh my boss humiliated me in front of the whole team today"),
  line("venting", "distressed", "I just need to rant for a minute, my flatmate is driving me up the wall"),
  line("venting", "distressed", "so angry right now I could scream"),
  line("venting", "distressed", "my brother called me stupid in front of everyone at dinner"),
  line("venting", "distressed", "my family never listens to me. ever."),
  // Heartbreak and loss
  line("venting", "distressed", "we broke up last week and i cant stop checking his instagram"),
  line("venting", "distressed", "my dog died on sunday and the house is so quiet"),
  line("venting", "distressed", "she said she needs space and I don't know what that means"),
  line("help", "distressed", "how do you get over someone you still love"),
  line("venting", "neutral", "took the dog out this morning then went round to see my grandma"),
  line("venting", "distressed", "we had to put our old cat down yesterday"),
  // Feelings without names
  line("venting", "distressed", "i dont even know what im feeling, just kind of numb"),
  line("venting", "distressed", "I'm not okay but I don't know why"),
  line("venting", "distressed", "feel weird and heavy all day and I cant put my finger on it"),
  // Hard days
  line("venting", "distressed", "today was way too much"),
  line("venting", "distressed", "missed my train, spilled coffee on my laptop, then got told off. what a day"),
  line("venting", "distressed", "I cried in the toilets at work today"),
  // Tiny wins, gratitude, self-kindness
  line("good-news", "positive", "I finally cleaned my room after 3 weeks!!"),
  line("good-news", "positive", "went for a run for the first time in months"),
  line("good-news", "positive", "I got the job!!! still can't believe it"),
  line("good-news", "positive", "my sister and I made up today, feeling really happy"),
  line("good-news", "positive", "grateful for my friend who brought me soup today"),
  line("venting", "distressed", "I'm always so hard on myself, I called myself stupid like ten times today"),
  line("help", "distressed", "how do I stop hating the way I look"),
  // Intentions and building
  line("venting", "positive", "I want to start painting again this year"),
  line("question", "neutral", "how do you stay motivated when nobody believes in your idea?"),
  line("venting", "distressed", "launched my app and got zero signups. feeling like a fraud"),
  line("good-news", "positive", "we closed our first paying customer today!"),
  line("venting", "neutral", "trying to figure out if my job actually fits who I am"),
  // Greetings and thanks
  line("greeting", "neutral", "hi"),
  line("greeting", "neutral", "hey there"),
  line("greeting", "neutral", "good evening"),
  line("thanks", "neutral", "thanks"),
  line("thanks", "distressed", "thanks. it's hard"),
  // About the persona, the match, a human, a test
  line("about-persona", "neutral", "are you a bot?"),
  line("about-persona", "neutral", "who are you"),
  line("about-persona", "neutral", "is this a real person or an AI"),
  line("about-match", "neutral", "how long until I get matched?"),
  line("about-match", "neutral", "is anyone else even here"),
  line("wants-human", "neutral", "I want to talk to a real person"),
  line("wants-human", "distressed", "no offence but I need a human right now"),
  line("testing", "neutral", "test"),
  line("testing", "neutral", "is this thing working"),
  // Advice with a handle and about someone else
  line("help", "distressed", "@luna can you suggest something to help her sleep?"),
  line("help", "distressed", "I have a panic attack coming, what can I do"),
  line("help", "distressed", "I feel so lonely. any advice?"),
  line("help", "distressed", "what can I do when everything feels like too much"),
  // Medication and diagnosis
  line("question", "distressed", "should I take melatonin to sleep?"),
  line("question", "distressed", "do you think I have depression"),
];
