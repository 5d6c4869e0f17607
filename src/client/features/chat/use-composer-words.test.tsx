// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useComposerWords } from "./use-composer-words";

beforeEach(() => sessionStorage.clear());

describe("the words in the message box", () => {
  it("are still there after a reload of the page, until they are sent or cleared", () => {
    const page = renderHook(() => useComposerWords(undefined, false));
    act(() => page.result.current.setText("a long draft I was writing"));
    page.unmount();

    const reloaded = renderHook(() => useComposerWords(undefined, true));
    expect(reloaded.result.current.text).toBe("a long draft I was writing");
    act(() => reloaded.result.current.setText(""));
    reloaded.unmount();

    expect(renderHook(() => useComposerWords(undefined, false)).result.current.text).toBe("");
  });
});
