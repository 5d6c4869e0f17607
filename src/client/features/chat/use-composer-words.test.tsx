// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useComposerWords } from "./use-composer-words";

beforeEach(() => sessionStorage.clear());

describe("the words in the message box", () => {
  it("are still there after a reload of the page, until they are sent or cleared", () => {
    const page = renderHook(() => useComposerWords(false));
    act(() => page.result.current.setText("a long draft I was writing"));
    page.unmount();

    const reloaded = renderHook(() => useComposerWords(true));
    expect(reloaded.result.current.text).toBe("a long draft I was writing");
    act(() => reloaded.result.current.setText(""));
    reloaded.unmount();

    expect(renderHook(() => useComposerWords(false)).result.current.text).toBe("");
  });

  it("takes refused words back even when the refusal comes before the box has emptied after Send", () => {
    const page = renderHook(() => useComposerWords(false));
    act(() => page.result.current.setText("do it. nobody cares"));
    let tookBack = false;
    act(() => {
      // Send empties the box, and the server's refusal arrives before React renders again.
      page.result.current.setText("");
      tookBack = page.result.current.takeBack("do it. nobody cares");
    });
    expect(tookBack).toBe(true);
    expect(page.result.current.text).toBe("do it. nobody cares");
  });

  it("never overwrites words typed after the refused ones", () => {
    const page = renderHook(() => useComposerWords(false));
    act(() => page.result.current.setText("something newer"));
    let tookBack = true;
    act(() => {
      tookBack = page.result.current.takeBack("the refused words");
    });
    expect(tookBack).toBe(false);
    expect(page.result.current.text).toBe("something newer");
  });
});
