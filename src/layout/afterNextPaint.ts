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
