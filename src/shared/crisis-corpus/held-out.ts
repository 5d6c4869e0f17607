// The lines below are the corpus: see README.md beside this file.
export const HELD_OUT = `
# Kindred crisis corpus, held-out part. Written on 2026-11-25 for issue 20, from the C-SSRS screener's
# categories and examples (Columbia Lighthouse Project), the published warning signs of the 988 Lifeline,
# AFSP and NIMH, and the slang named in the issue; benign lines from everyday speech, the issue's
# examples and the kinds it lists. Not written from the detector's rules. One phrase a line; "## "
# lines name a section: "crisis: <category>" must raise a signal of any tier, "check-in" (negated or
# uncertain) must raise one too, "benign: <kind>" must raise none. See README.md beside this file.

## crisis: wish-to-be-dead
honestly i wish i was never born
i wish i could disappear forever
whats the point of living anymore
i pray every night that i dont wake up
i dont want to be alive anymore
if i got hit by a bus i wouldnt even care
there's no point in me being alive
I'm tired of being alive.
wanna die tbh
I don't want to wake up tomorrow
death would be a relief
i wish i could just not be here anymore
i dont want to live anymore
life is pointless and i want out
i'd welcome death at this point
i feel like dying
please let me not wake up tomorrow
i want to d1e
# 2026-12-01, twenty-first round (written before that round's rules, from the same categories; measured only): dying as sleep, a learner's English
i want to take the long nap and not wake up
i am not wanting to live anymore in this world
i am so tired of the live, i not want it
for me life is not have worth
i want to rest forever tonight
## crisis: active-ideation
i think about ending my life every day
kms
thinking about sewerslide again
i'm thinking of ending things
im suicidal
i keep thinking about taking my own life
i want to kll myself
i want 2 end it all
i wanna kms 💀
i'm having thoughts of suicide
i might kill myself
i want to end my suffering for good
i think about suicide all the time
i wanna delete myself
i'm so close to ending it
ending it sounds really good right now
im thinking of killing my self
gonna unalive myself tbh
# 2026-12-01, twenty-first round (written before that round's rules, from the same categories; measured only): a learner's English
i am thinking for suicide
## crisis: method
i want to jump off a bridge
i'm thinking of overdosing on my meds
i want to crash my car on purpose
my dad's gun is in the closet and i keep thinking about using it on myself
i'm going to od
i'm standing on the bridge
i keep looking at the train tracks and thinking about it
i want to take a whole bunch of pills and sleep forever
i want to down the whole bottle of paracetamol
i think about jumping off the parking garage
i want to take all my sleeping pills at once
i want to cut my wrists
i'm gonna take all my pills lol
i want to hang myself with my belt
i want to poison myself
want 2 jump off a bridge
thinking about just driving into oncoming traffic
i want to take a bottle of pills and never wake up
## crisis: plan
tonight is the night
i have a plan to kill myself
i've picked the date
this is my last night
i've worked out how and when
i'm going to kill myself tonight
i've decided, tonight i'm ending it
i'm going to end it on my birthday
it'll be over soon, i've decided
tonight im finally gonna do it
2nite is the nite
i've chosen the day i'm going to die
this is my last day alive
once the kids are at school tomorrow i'm doing it
i'm finally going through with it tonight
everything is planned for saturday
i have a plan and i'm going to follow it
## crisis: preparation
i wrote notes for my family to find after
i've been hoarding my sleeping tablets
i gave my cat to my sister so she'll be looked after when i'm gone
i googled the most painless way to die
i bought a gun to end it
i've sorted out my will and my passwords so it's easy for them after
i have enough pills saved up now
i've tied the noose
i took the pills out but didn't swallow them
i gave away my clothes and my books, i won't need them
i searched how long it takes to die from an overdose
i cancelled everything, i won't need any of it
i bought extra paracetamol so i have enough
i googled how much ibuprofen is lethal
i gave away my ps5 i wont need it anymore
i looked up how to overdose
i've got my goodbye letters ready
ive been stockpiling pills for weeks
## crisis: farewell
this is goodbye
you won't hear from me again
i just want you to know you were the only one who listened, goodbye
soon i'll be gone and no one will have to worry about me
this will be my last message
sorry for everything. goodbye
please remember me when i'm gone
i love you all, i'm sorry
i'm not going to be here next week
see you on the other side
i don't think i'll be here at christmas
just wanted to say bye for good
i already said goodbye to my friends, they don't know it's for real
i'm not going to make it to my birthday
last msg. bye
i wont be around much longer tbh
i'm not going to be alive much longer
## crisis: burden
i'm just a burden to everyone
nobody would miss me if i was gone
it would be easier for everyone if i didn't exist
i'm nothing but a burden
i ruin everything for everyone. it'd be better if i was gone
if i was gone they wouldn't have to deal with me
i'm a waste of oxygen
i don't deserve to be alive
i'm a burden to everyone around me
im a burdin to every1
i'm too much for everyone. better if i just go
i'd be doing them a favour by dying
my husband would be better off with someone else and me dead
the world would be a better place without me
i'm just a burden they have to carry
nobody would notice if i died
## crisis: self-harm
i want to cut
i burned myself on purpose
i scratched my arms until they bled
i started self harming again
relapsed on sh tonight
i've been carving into my thigh
i need to feel pain
i've been starving myself to punish myself
i want to cut myself so bad rn
cutting is the only thing that helps
i cut again, 3 weeks clean ruined
i've been scratching myself with a razor
i hurt myself again tonight
i self harm
my arms are covered in fresh cuts
i want to hurt myself 😣
cut myself again lol
## check-in
i'm not suicidal, just really tired
i don't want to die i just want the pain to stop
i don't know if i want to live
i don't think i'd ever act on it
i would never actually do it
i'm not sure if i want to stay alive
it's not like i'd kill myself
i'm trying so hard not to hurt myself tonight
maybe it would be easier if i wasn't here, i don't know
i'm not going to do it, i just wish i could
# 2026-12-01, twenty-first round (written before that round's rules, from the same categories; measured only): done with everything, slang intensifiers
im so done with everything ngl
i can't do this anymore deadass
so done w everything
i cant do this no more fr
## benign: hyperbole
my feet are killing me
i'm dead 💀💀
my mom is going to murder me when she sees this
i nearly died when she said that
kill me now, it's monday
this homework is the death of me
i'm dying to know what happens next
i could sleep forever after this shift
i'd rather die than go to that party
spicy food will be the death of me
math is literally killing me
i want to crawl into a hole and hide after that presentation
the suspense is killing me
if my team loses again i'm jumping off a cliff lmao
this meeting could kill a man
i'm about to lose my mind over this code
## benign: idioms
i'm going to cut my losses and sell the car
i'm going to jump at the chance
let's hang out this weekend
it's a dead end job anyway
time to bite the bullet and call the dentist
i burned my bridges with that company
that ship has sailed
i missed the bus this morning
i took the train to work
old habits die hard
dyed my hair blue yesterday
i'm drowning my sorrows with ice cream tonight
that's the end of the line for this laptop
this is the end of an era
i need to cut ties with that toxic group chat
the show got axed after one season
## benign: medication
remember to take your meds
my doctor upped my dose of sertraline
i keep my pills in a weekly organiser so i don't forget
my pharmacist explained the side effects
i hate swallowing big pills
i need to refill my inhaler
the doctor said not to take more than four a day, so i don't
i've been on the same dose for a year
i'm on antidepressants and therapy
i finally found the right dose
i count my pills every sunday to fill the organiser
i need to pick up more pills from the chemist
the nurse gave me an injection
i take 50mg every morning
i skipped my dose by accident
took my pills and went for a walk
## benign: leaving
i quit my job today
i'm ending my lease in june
i'm ending things with my boyfriend
i want to end it with her but i don't know how
i'm deleting my account on that app
i'm giving away my old clothes to charity
i donated my books to the library
i'm dropping out of that class
i'm going to end this chat soon, i have to cook
this is my last day at work
i'm quitting smoking
i'm cancelling my phone contract
i'm giving my notice tomorrow
tonight's the night i tell my boss i'm leaving
i've been clearing out my wardrobe and giving stuff away
i'm leaving my band
## benign: goodbyes
it's my last day, saying goodbye to everyone at the office
we had a goodbye party for my manager
this is my last message before my flight, talk soon
i won't be online for a few days
it's time for me to go, my bus is here
goodbye forever, old car 😢
i'm leaving for college tomorrow, saying goodbye to my friends
this will be my last post on here, i'm moving to another app
farewell, my beloved laptop
see you on the other side of this exam week
last night in paris 😭
i'm saying my goodbyes at the leaving do
i'm signing off for today
farewell to summer
that was the last chat for me today
i won't be here for the next meeting
## benign: third-person
my best friend told me she's been cutting and i don't know how to help
my mom says she wants to die
my cousin jumped off a bridge in 2019
my brother said everyone would be better off without him
my roommate's been stockpiling pills, i told the RA
her note said she loved us all
my aunt overdosed on her pills
my partner told me he has a plan to kill himself and i called 988
my neighbour took her own life last spring
the boy next door hanged himself
my mum took an overdose when i was 12
my dad said he wants to die
her brother took his own life
grieving my friend who died by suicide
my mum said the family would be better off without her
my boyfriend has been self harming
## benign: fiction-and-news
the news said a man jumped in front of a train this morning
the article was about suicide rates among farmers
the villain poisons himself in the last episode
the podcast talked about suicide prevention
there's a scene where he writes a goodbye letter to his wife
my essay is about suicide prevention in schools
in the film the soldier shoots himself
that episode where he hangs himself wrecked me
the study found that means restriction reduces suicide
in the play the queen takes poison
my character died in the game again
the ballad ends with the lovers drowning themselves
the news covered a murder-suicide downtown
the film shows him stockpiling pills but his sister stops him
the true crime podcast was about poisoning
the character in the show said 'everyone would be better off without me'
## benign: recovery
i used to want to die, but therapy helped me so much
i was suicidal last year, i'm doing better now
i used to think everyone would be better off without me, now i know that's not true
my scars remind me how far i've come
when i was at my lowest i wanted to die, but it got better
i'm in recovery from self harm
i was hospitalised after an attempt and it saved my life
i'm proud of myself, one year since my attempt
i'm grateful i'm still alive
i don't self harm anymore
i'm not suicidal anymore, the new meds helped
i used to think about killing myself every day, that was years ago
i'm 3 years free from self harm
i used to think i was a burden to my family
i used to wish i wouldn't wake up, now i'm excited for mornings
i'm proud of my healed scars
## benign: everyday-distress
i feel really lonely lately
i failed my driving test
i feel like nobody understands me
i'm feeling really down
i'm exhausted
i'm struggling with motivation
i feel empty today
i'm burnt out
my anxiety is really bad today
i'm tired of feeling like this
i'm not okay today
i need a break from everything
it's been a rough year
i hate myself for saying that to her
i'm lonely on weekends
i don't feel like myself lately
## benign: everyday-chat
what's your favourite film?
does anyone want to talk about books
i'm going to the beach tomorrow
i'm planning a trip to japan next year
i'm going to do it! signing up for the marathon
i'm knitting a scarf for my brother
my garden is finally blooming
i started journaling this month
# 2026-12-01, twenty-first round (written before that round's rules, from the same categories; measured only): look-alikes
need a long nap after the gym fr
i am not wanting to play football more, my knee hurts
im so done with everything in my inbox
i am tired of live streams, they are boring
this phone is not worth for me
`;
