/**
 * The path the address shows now. A navigation the shell makes in a transition (closing a tab
 * moves to its neighbour in one) renders later, so for a moment (over a second on a busy machine)
 * the rendered location is still the page left: what acts on "the page the user is on" (closing
 * the active tab, asking before a dirty page is left) reads the address instead.
 */
export const addressPath = () => window.location.pathname;
