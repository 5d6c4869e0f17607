import { describe, expect, it } from "vitest";
import { themeOrDefault } from "@shared/themes";
import { matchLine, welcomeLines } from "./welcome";

describe("the welcome on entering a room", () => {
  const theme = themeOrDefault("late-night");

  it("promises someone soon while waiting, and says they are here once matched", () => {
    expect(welcomeLines(theme, "talk", false)[0]).toContain("someone ready to listen will join you soon");
    for (const role of ["talk", "listen", "both"] as const) {
      expect(welcomeLines(theme, role, true)[0]).not.toMatch(/join you soon|You'll be matched/);
    }
  });
});

describe("the welcome to Crisis Support", () => {
  it("says what to do in danger, and never calls the room a demo to try Kindred out", () => {
    const crisis = themeOrDefault("crisis");
    for (const matched of [false, true]) {
      const lines = welcomeLines(crisis, "both", matched).join(" ");
      expect(lines).toContain("call your local emergency number now");
      expect(lines).not.toMatch(/demo|try Kindred out/);
    }
    // The other rooms reachable only by their id keep the demo welcome.
    expect(welcomeLines(themeOrDefault("friendship"), "both", false)[0]).toContain("demo room");
  });
});

describe("the line where the other person arrived", () => {
  it("says a real person has joined and that the persona steps back, naming its handle", () => {
    const theme = themeOrDefault("late-night");
    const line = matchLine(theme, false);
    expect(line).toContain("A real person has joined");
    expect(line).toContain(`${theme.aiAssistant.name} steps back`);
    expect(line).toContain(theme.aiAssistant.tag);
  });

  it("tells the person who waited that the one who joined can't see what was said before", () => {
    const theme = themeOrDefault("late-night");
    expect(matchLine(theme, true)).toContain("They can't see anything said before they joined.");
    expect(matchLine(theme, false)).not.toContain("can't see");
  });
});
