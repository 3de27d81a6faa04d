import { startTransition, useEffect, useState } from "react";

/** Runs `task` once the next frame has been painted; returns its cancellation. */
export const afterNextPaint = (task: () => void) => {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
};

/**
 * False in the caller's first render, true once that render's frame has been painted: what the
 * first frame can do without renders just after it, in a transition.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
