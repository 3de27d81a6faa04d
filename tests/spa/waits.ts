import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * How long Testing Library's waits (findBy…, waitFor) wait by default in the SPA tests. The first
 * render of a lazy screen compiles its chunk; on a loaded 2-core CI machine that can take longer
 * than Testing Library's 1 s default.
 */
export const ASYNC_UTIL_TIMEOUT_MS = 10_000;

/**
 * Waits until each text is on screen as many times as given. A form's fields validate each on
 * a promise of its own and show their messages in separate renders: the first message on screen
 * does not mean the last one is.
 */
export const waitForTexts = (counts: Record<string, number>) =>
  waitFor(() => {
    for (const [text, times] of Object.entries(counts)) {
      expect(screen.queryAllByText(text)).toHaveLength(times);
    }
  });
