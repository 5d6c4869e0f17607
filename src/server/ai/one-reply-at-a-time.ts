/**
 * One Crisis Counselor reply at a time to each person in a chat. A person in distress often sends
 * two messages before the first reply comes ("i took them" … "all of them"): two replies written at
 * once would race, each reading one message, and a second message that called for no reply of its
 * own (no handle, not an answer to a question) would go unheard. So a reply asked for while another
 * to the same person is being written joins it: once that one is stored, the turn reads again, and
 * answers what the person wrote meanwhile, until nothing they wrote is left unread.
 */

/**
 * Reads what is unanswered after `readThrough` (a message sequence number), answers it, and returns
 * the newest sequence number it read: `readThrough` itself when there was nothing to answer.
 */
export type Answer = (readThrough: number) => Promise<number>;

interface Turn {
  /** Someone asked for a reply while this one was being written: read once more before ending. */
  again: boolean;
  done: Promise<void>;
}

export function oneReplyAtATime() {
  const turns = new Map<string, Turn>();

  return {
    /** Answers now, or, if a reply under `key` is being written, joins it; resolves when all are stored. */
    take(key: string, answer: Answer): Promise<void> {
      const current = turns.get(key);
      if (current) {
        current.again = true;
        return current.done;
      }
      const turn: Turn = { again: false, done: Promise.resolve() };
      turn.done = (async () => {
        try {
          let readThrough = 0;
          let spoke: boolean;
          do {
            turn.again = false;
            const read = await answer(readThrough);
            spoke = read !== readThrough;
            readThrough = read;
          } while (spoke || turn.again);
        } finally {
          turns.delete(key);
        }
      })();
      turns.set(key, turn);
      return turn.done;
    },

    /** Whether a reply under `key` is being written now. */
    busy: (key: string): boolean => turns.has(key),
  };
}
