/**
 * Out of sight, still read by screen readers: for a name the design shows another way (a
 * heading, the buttons' own words) or a live region nobody needs to see.
 */
export const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
