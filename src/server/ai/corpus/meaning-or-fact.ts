/**
 * Questions put to the companion, in two labelled kinds: of meaning, feeling or advice about the
 * person's own life ("why do i even bother"), which belong in the room's voice, and of plain fact
 * about the world ("who wrote hamlet"), which the companion owns as not its strength. Written from
 * those two kinds, in the many ways people phrase them, before the companion's answers to them were
 * read; the held-out lists were split off at the same time and are not read while rules are written.
 */

export interface AskedQuestion {
  text: string;
  kind: "meaning" | "fact";
}

const meaning = (text: string): AskedQuestion => ({ text, kind: "meaning" });
const fact = (text: string): AskedQuestion => ({ text, kind: "fact" });

export const QUESTIONS: AskedQuestion[] = [
  meaning("why do i even bother"),
  meaning("what's the point of trying"),
  meaning("how do people keep going"),
  meaning("is it normal to feel nothing"),
  meaning("how do i stop caring what they think"),
  meaning("what should i do with my life"),
  meaning("why does everything feel so hard"),
  meaning("what is wrong with me"),
  meaning("who am i supposed to be"),
  meaning("when does it get better"),
  meaning("where do i even start"),
  meaning("how many times do i have to fail before it works"),
  meaning("how much longer can i keep doing this"),
  meaning("@sage what's the use"),
  meaning("what are we even doing here"),
  meaning("why is it so hard to make friends"),
  meaning("when will this feeling go away"),
  meaning("what is the right thing to do here"),
  meaning("how do you forgive someone"),
  meaning("what makes a good friend"),
  meaning("how do people cope with being alone"),
  meaning("is it too late to change"),
  meaning("what is loneliness even"),
  meaning("What's the meaning of all this?"),
  meaning("how do you know when to give up"),
  meaning("what's the secret to being content"),
  meaning("how do other people seem so sure of themselves"),
  meaning("what do you do when nobody understands you"),
  meaning("why do people leave"),
  meaning("what is the point of getting up in the morning"),
  meaning("who even cares"),
  meaning("what's wrong with people"),
  meaning("how are you supposed to move on"),
  meaning("what's the best way to deal with stress"),
  fact("what's the capital of peru"),
  fact("how many days until christmas"),
  fact("who wrote hamlet"),
  fact("what time is it in tokyo"),
  fact("how tall is mount everest"),
  fact("when did the berlin wall fall"),
  fact("where is madagascar"),
  fact("what is the boiling point of water"),
  fact("who is the prime minister of canada"),
  fact("how far is the moon"),
  fact("@sage what's the weather tomorrow"),
  fact("how many legs does a spider have"),
  fact("what year did the titanic sink"),
  fact("who painted the mona lisa"),
  fact("What's the biggest ocean?"),
  fact("when is the next full moon"),
  fact("how old is the universe"),
  fact("what does dna stand for"),
  fact("which planet is closest to the sun"),
  fact("how do you say thank you in japanese"),
];

export const HELD_OUT_QUESTIONS: AskedQuestion[] = [
  meaning("why do i keep messing everything up"),
  meaning("what's even the point anymore"),
  meaning("how do people get over a breakup"),
  meaning("is it weird that i don't miss him"),
  meaning("what am i doing with my life"),
  meaning("how do you make peace with the past"),
  meaning("when do you stop feeling lost"),
  meaning("why can't i just be happy"),
  meaning("who decides what a good life is"),
  meaning("how much is too much to ask of people"),
  meaning("where do people find the energy"),
  meaning("what do i say to my mum after that fight"),
  meaning("how do i know if i'm ready"),
  meaning("what's the point of being kind when nobody notices"),
  meaning("why does it hurt this much"),
  meaning("what is it like to actually be happy"),
  meaning("how do grown ups make friends"),
  fact("what's the capital of australia"),
  fact("who invented the telephone"),
  fact("how many people live in london"),
  fact("when was the moon landing"),
  fact("where is the eiffel tower"),
  fact("what is the speed of light"),
  fact("how long is a marathon"),
  fact("who won the world cup in 2018"),
  fact("what's the tallest building in the world"),
  fact("how many continents are there"),
  fact("what's the time in new york"),
  fact("what language do they speak in brazil"),
];
