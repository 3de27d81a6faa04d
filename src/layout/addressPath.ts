/**
 * The path the address shows now. react-router renders a navigation in a transition, so for a
 * moment after a tab switch (over a second on a busy machine) the rendered location is still the
 * page left: what acts on "the page the user is on" (closing the active tab, asking before a
 * dirty page is left) reads the address instead.
 */
export const addressPath = () => window.location.pathname;
