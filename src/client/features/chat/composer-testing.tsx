/** Set-up shared by the composer's tests (Composer.test.tsx, PersonalDetailsWarning.test.tsx). */
import { screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, vi } from "vitest";
import { ToastHost } from "@/components/ToastHost";
import { loadToasts } from "@/lib/toast";
import { renderWithToasts } from "@/testing/dom";
import { Composer } from "./Composer";

/**
 * A toast outlives the rendering that showed it, and the next test's toasts would show it again:
 * each test ends with every toast taken away, so that the toast a test looks for is its own.
 */
export function dismissToastsAfterEachTest() {
  afterEach(async () => void (await loadToasts()).toast.dismiss());
}

/**
 * The composer of an open chat, with what it hands on recorded; `props` replace the defaults, and
 * `update` renders the same composer again with some of them changed (the chat closing, say).
 */
export function openComposer(props: Partial<ComponentProps<typeof Composer>> = {}) {
  // A tab of its own: no draft kept by an earlier test's box (use-composer-words.ts).
  sessionStorage.clear();
  const onSend = vi.fn();
  const onTyping = vi.fn();
  const composer = (changed: Partial<ComponentProps<typeof Composer>>) => (
    <Composer
      disabled={false}
      refreshing={false}
      crisis={false}
      ideas={["What made you smile this week?"]}
      onSend={onSend}
      onTyping={onTyping}
      onNewMatch={() => {}}
      onNewTheme={() => {}}
      {...props}
      {...changed}
    />
  );
  const page = renderWithToasts(composer({}));
  const update = (changed: Partial<ComponentProps<typeof Composer>>) =>
    page.rerender(
      <>
        <ToastHost />
        {composer(changed)}
      </>,
    );
  const box = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
  const send = screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement;
  return { ...page, box, send, onSend, onTyping, update };
}
