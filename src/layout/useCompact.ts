import { useMediaQuery } from "./useMediaQuery";

/** Whether the window is phone-narrow: below antd's `md` breakpoint, where lists and cards tighten. */
export const useCompact = () => !useMediaQuery("(min-width: 768px)");
