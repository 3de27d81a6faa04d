import { type ReactNode, useCallback, useState } from "react";
import { visuallyHidden } from "../layout/visuallyHidden";

/**
 * What a shortcut did, said to screen readers: a polite live region, out of sight, and the
 * function that fills it. A repeated text is said again (the region is emptied first).
 */
export function useAnnouncer(): [ReactNode, (text: string) => void] {
  const [said, setSaid] = useState({ text: "", count: 0 });
  const announce = useCallback(
    (text: string) => setSaid(({ count }) => ({ text, count: count + 1 })),
    [],
  );
  const region = (
    <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      <span key={said.count}>{said.text}</span>
    </div>
  );
  return [region, announce];
}
