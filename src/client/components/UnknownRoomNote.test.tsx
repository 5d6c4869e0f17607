// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { themeOrDefault } from "@shared/themes";
import { renderPage } from "@/testing/dom";
import { UnknownRoomNote } from "./UnknownRoomNote";

describe("a link to a room that does not exist", () => {
  it("says which room opened instead, with a way to choose another", () => {
    renderPage(<UnknownRoomNote asked="burnout" theme={themeOrDefault("burnout")} />);
    expect(screen.getByRole("note").textContent).toContain("There is no room called “burnout”, so this is Calm Space.");
    expect(screen.getByRole("link", { name: "Choose another room" }).getAttribute("href")).toBe("/#themes");
  });

  it("says nothing for a room that exists, or when no room was named", () => {
    renderPage(<UnknownRoomNote asked="burnout-zone" theme={themeOrDefault("burnout-zone")} />);
    renderPage(<UnknownRoomNote asked={null} theme={themeOrDefault(null)} />);
    expect(screen.queryByRole("note")).toBeNull();
  });
});
