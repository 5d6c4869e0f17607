// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CrisisOpenings } from "./CrisisOpenings";

describe("the crisis openings on the admin overview", () => {
  it("counts a crisis carried into a new match apart, never twice in the total", () => {
    render(
      <CrisisOpenings
        openings={[
          { detector: "offline", category: "suicidal-ideation", tier: "high", count: 3 },
          { detector: "window", category: "method", tier: "high", count: 1 },
          { detector: "before-match", category: "suicidal-ideation", tier: "high", count: 2 },
        ]}
      />,
    );
    expect(screen.getByRole("heading").textContent).toBe("Crisis support opened in the last 14 days: 4");
    expect(screen.getByText(/^Carried into a new match/).textContent).toBe(
      "Carried into a new match (counted where it was noticed): 2",
    );
    expect(screen.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "Noticed byCategoryTierTimes",
      "One messagesuicidal ideationhigh3",
      "Conversation windowmethodhigh1",
    ]);
  });
});
