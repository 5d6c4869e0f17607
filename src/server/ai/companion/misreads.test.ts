/**
 * Misreads testers met in the chat: a time of night read as sleeplessness, a move that already
 * happened read as a plan, being told "you're too much" read as overwhelm, a death told in
 * everyday words missed, a celebration read as a work problem, being yelled at read as nothing,
 * a mild word answered as grief; a walk with the dog or a visit to grandma heard as a loss, "she's
 * gone" after a break-up heard as a death, and being called stupid heard as self-criticism.
 */
import { describe, expect, it } from "vitest";
import { talk } from "./conversation-testing.js";
import { understand } from "./understand.js";

describe("what a message is about", () => {
  it("hears loneliness at night as loneliness, not sleeplessness, and the next turn too", () => {
    expect(understand("idk. just feeling kind of lonely tonight").topics).not.toContain("sleep");
    expect(understand("everyone I know is asleep or busy").topics).not.toContain("sleep");
    const replies = talk("late-night", ["idk. just feeling kind of lonely tonight", "yeah"]);
    for (const reply of replies) expect(reply).not.toMatch(/sleep|lying awake/i);
    expect(replies[0]).toMatch(/lonely|on your own/);
  });

  it("still hears sleeplessness", () => {
    expect(understand("I can't fall asleep").topics).toContain("sleep");
    expect(understand("still awake at 3am").topics).toContain("sleep");
  });

  it("hears a move that already happened as no plan, and not knowing anyone as lonely", () => {
    const moved = understand("i moved to a new city three months ago and I still dont know anyone");
    expect(moved.topics).not.toContain("goals");
    expect(moved.feelings).toContain("lonely");
    const [reply] = talk("late-night", ["i moved to a new city three months ago and I still dont know anyone"]);
    expect(reply).not.toMatch(/change you'd like|make real|draws you/);
  });

  it("still hears a move that is wanted as a goal", () => {
    expect(understand("I want to move to Berlin next year").topics).toContain("goals");
    expect(understand("I'd love to move to the coast").topics).toContain("goals");
  });
});

describe("self-blame", () => {
  it("hears being told you are too much as self-critical, and all of it being too much as overwhelm", () => {
    expect(understand("she said I was too much").feelings).toEqual(["self-critical"]);
    expect(understand("I'm too needy").feelings).toEqual(["self-critical"]);
    expect(understand("it's all too much").feelings).toEqual(["overwhelmed"]);
  });

  it("hears agreeing with the verdict as self-blame", () => {
    const replies = talk("heartbreak-anonymous", ["she said I was too much", "maybe she was right"]);
    expect(replies[1]).toMatch(/hard on yourself|inner critic|say the same to a friend/);
    // Agreeing after good news is no self-blame.
    const glad = talk("tiny-wins", ["I passed my exam!", "maybe she was right"]);
    expect(glad[1]).not.toMatch(/hard on yourself|inner critic/);
  });

  it("hears being called stupid by someone else as being hurt, not as the person's own harsh words", () => {
    for (const message of [
      "she called me stupid",
      "he called me an idiot in front of my friends",
      "my dad always calls me useless",
      "my mum told me I'm worthless",
      "he said I was pathetic",
    ]) {
      const { feelings } = understand(message);
      expect(feelings, message).toContain("stung");
      expect(feelings, message).not.toContain("self-critical");
    }
    const [reply] = talk("self-love-practice", ["she called me stupid"]);
    expect(reply).toMatch(/stung|upset/);
    expect(reply).not.toMatch(/hard on yourself|inner critic/);
  });

  it("still hears the person's own harsh words about themselves as self-criticism", () => {
    for (const message of ["I'm so stupid", "I feel like an idiot", "I called myself stupid again", "I'm useless"]) {
      expect(understand(message).feelings, message).toContain("self-critical");
    }
  });
});

describe("a loss told in everyday words", () => {
  it("hears someone, or an animal, gone or passed as a loss, and sorrow", () => {
    for (const message of [
      "I can't believe she's gone",
      "he's gone",
      "my dog is gone",
      "she passed",
      "my grandad passed away last week",
      "we lost our cat in the spring",
    ]) {
      const reading = understand(message);
      expect(reading.topics, message).toContain("loss");
      expect(reading.feelings, message).toContain("sad");
      expect(reading.mood, message).toBe("distressed");
    }
    const [reply] = talk("heartbreak-anonymous", ["I can't believe she's gone"]);
    expect(reply).toMatch(/missing someone|loss/);
  });

  it("hears a pet or a grandparent in everyday talk as no loss", () => {
    for (const message of [
      "I walked my dog",
      "visiting grandma this weekend",
      "my cat keeps knocking things off the table",
      "grandad taught me to fish",
    ]) {
      expect(understand(message).topics, message).not.toContain("loss");
    }
  });

  it("hears a thing that died, or a wish to die for something, as no loss", () => {
    for (const message of ["my phone died halfway through the call", "my laptop battery died", "I'd die for a pizza"]) {
      expect(understand(message).topics, message).not.toContain("loss");
      expect(understand(message).feelings, message).not.toContain("sad");
    }
    const [reply] = talk("heartbreak-anonymous", ["visiting grandma this weekend"]);
    expect(reply).not.toMatch(/missing someone|loss|remember about them/);
  });

  it("hears a loss when a loss is said, in any words", () => {
    for (const message of [
      "my grandma died last year",
      "we had to put our dog down yesterday",
      "my cat was put to sleep this morning",
      "the funeral is on friday",
      "I lost my nan in march",
      "I miss her so much since she's been gone",
    ]) {
      expect(understand(message).topics, message).toContain("loss");
    }
  });

  it("hears 'she's gone' after talk of a break-up as the person leaving, not a death", () => {
    const replies = talk("heartbreak-anonymous", ["my girlfriend broke up with me last week", "she's gone"]);
    expect(replies[1]).not.toMatch(/missing someone|loss|remember about them/);
    expect(replies[1]).toMatch(/relationship|missing most|pulling you back/);
    const same = talk("heartbreak-anonymous", ["we broke up and now he's gone"]);
    expect(same[0]).not.toMatch(/missing someone|loss|remember about them/);
    // Without a break-up before it, "she's gone" is still heard as a death.
    expect(talk("heartbreak-anonymous", ["she's gone"])[0]).toMatch(/missing someone|loss/);
  });

  it("hears errands, exams and things as no loss", () => {
    for (const message of [
      "she's gone to work",
      "she passed her driving test",
      "my sister passed!",
      "my keys are gone",
    ]) {
      expect(understand(message).topics, message).not.toContain("loss");
      expect(understand(message).feelings, message).not.toContain("sad");
    }
  });
});

describe("what a message about a part of life asks", () => {
  it("hears a celebration after good news as more good news, not a work problem", () => {
    expect(understand("my team threw me a little party").mood).toBe("positive");
    const replies = talk("tiny-wins", ["I got the promotion!", "my team threw me a little party"]);
    expect(replies[1]).not.toMatch(/weighing|asking a lot|heavy|hard/);
  });

  it("asks about work without presuming it weighs, unless something does", () => {
    const [neutral] = talk("late-night", ["she's gone to work"]);
    expect(neutral).not.toMatch(/weighing|heaviest|bearable/);
    const [hard] = talk("late-night", ["work is killing me, I'm so stressed"]);
    expect(hard).toMatch(/weighing|worry/);
  });
});

describe("how strongly a feeling is named", () => {
  it("hears being yelled at, laughed at or told off as hurt", () => {
    for (const message of [
      "my boss yelled at me in the meeting today",
      "my coworkers laughed at me",
      "she told me off in front of everyone",
    ]) {
      expect(understand(message).mood, message).toBe("distressed");
    }
    const [reply] = talk("today-was-too-much", ["my boss yelled at me in the meeting today"]);
    expect(reply).toMatch(/stung|upset/);
  });

  it("names a mild word mildly, and a strong one strongly", () => {
    const [mild] = talk("today-was-too-much", ["awful"]);
    expect(mild).not.toMatch(/painful|hurts|pain/);
    expect(mild).not.toMatch(/really/);
    const [strong] = talk("today-was-too-much", ["today was really awful"]);
    expect(strong).toMatch(/really rough/);
    const [grief] = talk("today-was-too-much", ["I'm devastated, my mum died"]);
    expect(grief).toMatch(/painful|hurts/);
  });
});
