import { REDUCED_MOTION_QUERY } from "./theme";
import { useMediaQuery } from "./useMediaQuery";

/**
 * Whether the user asked their system for less motion (WCAG 2.3.3): the shell then turns antd's
 * animations off, and popups appear where they end up at once. Follows a change while open.
 */
export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
