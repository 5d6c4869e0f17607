/**
 * Kindred crisis corpus, blind held-out part.
 *
 * Written on 2026-11-29, in one sitting and before any measurement, by a Kindred engineer who had not
 * read the crisis detector's rules, its tests of phrasings, or the development and held-out parts.
 * No line was changed after a result was seen.
 *
 * Sources of the categories: the questions of the Columbia Suicide Severity Rating Scale screener
 * (Columbia Lighthouse Project: wish to be dead, non-specific active thoughts, ideation with method,
 * with intent, with plan, preparatory behaviour); the warning signs published by the 988 Suicide &
 * Crisis Lifeline, the American Foundation for Suicide Prevention, NIMH and Samaritans (talking about
 * wanting to die, being a burden, feeling trapped, unbearable pain, looking for a way, giving things
 * away, saying goodbye, putting affairs in order, calm after deciding); self-harm; and how people write
 * in chat (lowercase, typos, slang such as "kms", "unalive", "sewerslide", "ctb", emoji, British,
 * American and Australian idiom). Benign lines from everyday speech.
 *
 * Licence: written for Kindred, under the project's licence.
 */
// The lines below are the corpus: see README.md beside this file.
export const HELD_OUT_BLIND = `
# Kindred crisis corpus, blind held-out part, 2026-11-29. Written by an engineer who had not read the
# rules; measured only, never read to write or tune a rule. Sections other than benign-* must fire.

## crisis: wish-to-be-dead
i wish i could just fall asleep and never wake up
honestly wouldnt mind if a bus hit me tomorrow
i keep hoping i dont wake up in the morning
some nights i pray god just takes me
i wish i was never born tbh
i just want to not exist anymore
wish i'd just cark it in my sleep tbh
wish i could disappear forever and never come back
being dead sounds so peaceful rn
i'm tired of being alive
i dont wanna be alive anymroe
i'd rather be dead than keep feeling like this
whats even the point of living, i want it all to stop permanently
if the doctor told me i had cancer i think id be relieved tbh
cant wait for the day i'm finally gone 🙏

## crisis: active-ideation
i wnat to kill myslef
ive been thinking about killing myself a lot lately
fr gonna kms tonight no joke
i'm gonna unalive myself fr
thinking about sewerslide again
i want to ctb
i keep thinking about ending my life
i jsut want to end it all
suicide is all i can think about today
honestly thinking about topping myself
i really want to die. like actually
i'm going to take my own life
i cant do this anymore i want out of life
ive been having suicidal thoughts every night this week
i feel like killing myself tonight
might just end things honestly, nothing left for me

## crisis: method
how many paracetamol would it take to kill me
ive been looking up how to tie a noose
been thinking about jumping off the bridge near my house
whats the most painless way to die
i keep staring at my dads gun and thinking about using it on myself
i've got a whole bottle of pills and i'm thinking of taking them all
thinking of driving my car into a tree on the motorway
i want to overdose on my antidepressants
how high does a building need to be to die if you jump
i keep googling lethal doses of insulin
standing at the edge of the cliff thinking about stepping off
i could just hang myself in the garage
if i step in front of the train it'll be over quick right
im gonna slit my wrists deep enough this time
been thinking about drowning myself in the lake

## crisis: plan
i've decided i'm going to do it on friday when everyone's out
tonight's the night, i've got everything ready
i'm going to kill myself after my exams finish
i've got a plan and a date. sunday
im going to take the pills when my mum goes to work tomorrow
i've worked out exactly how i'm going to do it
i'll be gone by the end of the week
i set a date. my birthday. it's fitting
once the kids are asleep tonight im going to end it
gonna jump off the car park roof after school tomorrow
ive planned it all out, where and when
this is my last night, i'm doing it at midnight
i'm going to hang myself this weekend while my flatmate's away
by new years i wont be alive, ive made up my mind
i've chosen the spot and the time, i just need to get there

## crisis: preparation
i've been saving up my pills for weeks
i bought rope today. you know what for
i wrote my suicide note last night
i've been giving away my stuff to my friends so they have something of mine
gave my cat to my sister so she'll be looked after when i'm gone
i've updated my will and sorted out my passwords for my family before i go
i bought paracetamol from three different shops so they wouldnt ask
i've stockpiled about 60 tablets in my drawer
looked up the train times for the bridge and bought a one way ticket
just finished writing letters to everyone i love, theyre in my desk for after
cancelled all my appointments bc i wont need them after this weekend
i gave away my guitar and my games, wont be needing them
ive got the rope tied already
im sitting here with the pills lined up in front of me
i put my affairs in order today, everything's sorted for when i'm not here

## crisis: farewell
this is goodbye. thank you for listening to me all these months
i just wanted to say goodbye before i go. you were kind to me
tell my mum i'm sorry and that i loved her
if i'm not online tomorrow, it's because i'm gone for good. take care of yourself
goodbye everyone, i'm done with life
this is my last message ever. thank you for everything
i won't be talking to anyone again after tonight. bye x
sorry for everything. i love you all. goodbye forever
you won't hear from me again, i promise it's better this way
just wanted to thank you before i go for good
please remember me as happy. bye 💔
final goodbye. this is the last time you'll hear from me
see you on the other side i guess. goodbye
i'm at peace with it now. i've made my decision. thank you for being there
by the time anyone reads this i'll be gone

## crisis: burden
everyone would be better off without me
i'm just a burden on my family
my kids would be better off if i wasn't around
i won't be a problem for anyone much longer
nobody would even notice if i was gone
the world would be better without me in it
i'm a waste of space and everyone knows it, they'd be happier if i was dead
my parents would be so relieved if i wasnt here anymore
i'm such a burden, it'd be kinder to everyone if i just disappeared for good
nobody would miss me if i died
i just drag everyone down, better if i'm gone
i'm only a drain on my partner, they'd be free without me
everyone's lives would be easier if i didnt exist
my family would get the life insurance and be better off
no one would care if i killed myself

## crisis: self-harm
i cut myself again last night
i want to cut so bad right now
relapsed on sh after 3 months clean
i've been burning myself with a lighter
i keep scratching my arms till they bleed
i need to hurt myself to feel something
im going to cut tonight, i cant stop thinking about the blade
sh urges are really bad today
i punched the wall til my knuckles broke, i wanted it to hurt
my thighs are covered in cuts and i want to do more
i hit myself when i get like this
just cut deeper than i meant to, it wont stop bleeding
got my razor out again 😔
i carve words into my skin when i hate myself
i burned my arm on the hob on purpose
i want to self harm so badly

## check-in
i'm not going to do anything stupid, i just feel empty
sometimes i wonder if it'd be easier not to exist but i'd never act on it
i'm not suicidal or anything, i just don't see the point of anything
i dont want to kill myself but i dont really want to be alive either
i wouldn't actually hurt myself, i just think about it sometimes
i'm not going to cut, but the urge is there
i don't know if i want to be here anymore
not sure i'd care if something happened to me
idk if i can keep going like this
i'd never do it because of my mum but i think about dying a lot
i'm safe, i promise, it's just that dying doesn't scare me anymore
i haven't hurt myself in months but tonight is hard
i don't think i'd go through with it but the thoughts are loud
i'm fine, i just sometimes wish i wasn't here
i wont do anything, dont worry, i'm just so tired of everything
maybe everyone would be better off, idk, i'm not going to do anything though
not planning anything, just feel like a burden lately
i'm not going to hurt myself tonight, i just needed to tell someone
part of me wants to disappear but i'm not gonna act on it
i keep having dark thoughts but i'm not in danger
i dont think im suicidal? but i think about not being here a lot
i'm scared of the thoughts i've been having about hurting myself
would it even matter if i wasnt around? not gonna do anything just wondering
i'm okay for now but i don't know about later tonight
i promised my therapist i wouldnt hurt myself and im trying to keep it
i don't want to die exactly, i just want everything to stop
no i'm not going to kill myself lol i'm just really really low
i've had thoughts of ending it but no plan
i'm not sure how much longer i can hold on
sometimes i feel like giving up on everything, not like that though... maybe

## benign-hyperbole
this meeting is killing me
i'm dead 💀
lmaooo i'm literally dying
if i have to sit through another group project i'm going to scream
my feet are killing me after that shift
i could murder a pizza right now
this traffic is going to be the death of me
i'm so embarrassed i want to die 😭 he saw me trip
that joke killed me 💀💀
my mum is going to kill me when she sees this grade
i nearly died laughing at that video
this heat is unbearable, i'm melting
statistics homework is the death of me fr
ugh kill me now, another monday
i'd literally rather die than go to that party
dead tired after the night shift

## benign-idioms
break a leg tonight!! you'll smash it
you're killing it with these drawings
that outfit is to die for
we're going to kill two birds with one stone and do both errands
my phone's dead again, can you text my mum
i'm dying to see the new marvel film
the battery on my laptop just died
that band absolutely slayed last night
it's not the end of the world, you'll get another interview
just kill the engine and wait here
i'd kill for a coffee right now
she's drop dead gorgeous
over my dead body is he borrowing my car again
we bombed the quiz but it was fun

## benign-third-person-and-news
my friend's uncle died by suicide last year
did you read the article about overdose deaths going up
the documentary about the bridge suicides was really sad
my cousin self harmed when she was younger, she's doing great now
my best mate told me he's been cutting, how do i help him
the news said a man jumped from the tower block yesterday
suicide rates among men over 40 are really high in the uk
my grandad passed away peacefully in his sleep on tuesday
my friend said she wants to die, what should i say to her
our school had an assembly about suicide prevention today
my sister overdosed last year and survived, we're closer now
i'm writing an essay on self harm in teenagers for psychology
the coroner's report said it was an accidental overdose
my dog died last week and i miss him so much
my flatmate keeps saying everyone would be better off without him and im worried
a famous singer died by suicide and everyone's posting about it

## benign-fiction-and-games
my character died in the boss fight again, so annoying
in the book the main character kills himself at the end, it wrecked me
just finished romeo and juliet, the poison scene is so dramatic
i keep getting killed by the same sniper in cod
the villain hangs himself in chapter 12, kinda dark for a ya novel
we're playing murder mystery at my party, i'm the victim
in minecraft i jumped off a cliff by accident and lost all my diamonds
writing a short story where the narrator is a ghost who doesn't know he's dead
the zombie ate my whole squad lol
watching 13 reasons why for the first time
my sim drowned in the pool because i deleted the ladder 😂
got one shot by the final boss, rage quitting
in the play i have to pretend to be dead for the whole second act
that horror film where they all die in the cabin was so bad it was good

## benign-medication
took my sertraline this morning like the doctor said
i take two paracetamol every 4 hours for my back as prescribed
just picked up my prescription from the pharmacy
my psychiatrist upped my dose to 100mg, hoping it helps
remember to take your antibiotics with food
i've got a pill organiser now so i don't forget my meds
had to take an ibuprofen for this headache
my doctor says i can stop the tablets after six weeks
the nurse gave me my insulin injection, all good
started lithium last month and my levels are stable
forgot my antidepressant yesterday, taking it now
do you take your vitamins in the morning or at night

## benign-recovery
two years ago i wanted to die, now i'm doing so much better
i used to self harm but i'm 500 days clean today 🎉
when i was 15 i tried to kill myself. i'm 28 now and glad i'm still here
i was suicidal last winter but therapy really helped
my scars are old now and i'm proud of how far i've come
back in uni i felt like a burden to everyone, took a long time to see that wasn't true
i survived an attempt five years ago and now i volunteer at a helpline
i remember when i used to think everyone would be better off without me. so glad i was wrong
haven't cut in a year, wanted to share with someone
i used to write goodbye letters in my head, now i write songs
a year ago i couldn't get out of bed. today i went for a run
my darkest time was after my divorce but i'm in a good place now
i'm grateful i didn't go through with it back then
recovery isn't linear but i'm doing okay these days

## benign-support-given
if you're thinking of ending it please call 988, they're there 24/7
you're not a burden, i promise. please stay
if you ever feel like hurting yourself, text SHOUT to 85258
samaritans are on 116 123 if you need someone tonight
are you safe right now? you can tell me if you're thinking about suicide
it's okay to ask someone directly if they're thinking about killing themselves
please don't give up, things can get better
i'm here for you if you ever feel like you want to die, you don't have to go through it alone
lifeline is 13 11 14 if anyone in australia needs to talk
you matter and the world is better with you in it
have you got a safety plan for when it gets bad?
remove the pills from the house if your friend is at risk
i did the mental health first aid course, we learned about warning signs of suicide
does anyone know good resources for supporting someone who self harms

## benign-everyday-distress
i'm so stressed about exams
i feel really lonely since moving cities
work is overwhelming and i cried in the toilets today
i'm anxious about my job interview tomorrow
i'm sad my boyfriend and i broke up
i can't sleep, my mind won't switch off
i feel like a failure after that presentation
i'm exhausted and i have three deadlines this week
nobody texted me on my birthday and it hurt
i'm frustrated with my parents, they never listen
my panic attacks have been bad this week
i hate my body sometimes
i feel stuck in my career
i'm gutted i didn't get into uni
i've been feeling really low since the winter started
everything is going wrong today, i just want to go home and cry

## benign-leaving
i'm done with this job, handing in my notice monday
ending my gym membership, it's a waste of money
i'm quitting instagram for a month
we broke up, i'm done with him for good
cancelling my netflix subscription, nothing good on
i'm giving away my old baby clothes, anyone want them?
selling all my furniture before i move to canada
i'm leaving the group chat, too much drama
my last day at the company is friday, gonna miss everyone
i wrote my will after buying the house, the solicitor said it was sensible
i'm deleting my dating apps, done with it all
i've had enough of this course, switching to nursing
i'm ending the lease early and moving back home
time to kill my old email account, too much spam

## benign-goodbyes
goodbye london, it's been a good ten years
saying goodbye to my old school today, feeling emotional
last night in this flat, goodbye little kitchen
bye everyone, logging off for the night
this is my last shift at the café, farewell to the best team
see you all after the holidays!
farewell party for my coworker tonight
saying goodbye to my grandma's house before it's sold
gn everyone, talk tomorrow x
i'm signing off for the weekend, be good
thanks for the chat, you really helped. bye for now
leaving for the airport, bye bye melbourne 🦘

## benign-everyday
what are you having for dinner tonight
i just finished my first half marathon!!
my cat knocked my tea over again
does anyone have tips for learning guitar
it's raining again in manchester, shocking
i'm dyeing my hair pink this weekend
we're going camping at the lake, can't wait
i jumped off the diving board for the first time today
just cut my fringe myself and it's a disaster lol
burnt the toast again
i bought some rope for the climbing wall
my plan for the weekend is to sleep in and watch films
i'm at the bridge waiting for my mate, he's late as usual
got a new knife set for the kitchen
`;
