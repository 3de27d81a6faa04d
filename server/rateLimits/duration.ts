/**
 * A wait as people say it in a message: "42 s", "3 min", "2 h". The units read the same in
 * Italian and English, so the message's own words carry the language.
 */
export const humanDuration = (seconds: number): string => {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} s`;
  if (whole < 60 * 60) return `${Math.ceil(whole / 60)} min`;
  return `${Math.ceil(whole / 3600)} h`;
};
