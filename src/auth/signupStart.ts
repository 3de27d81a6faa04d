/**
 * What /register collects and /signup/complete sends with the rest. It travels in the router's
 * history state: never in the URL, where the password would reach logs and history.
 */
export type SignupStart = { email: string; password: string; confirmPassword: string };

export const isSignupStart = (value: unknown): value is SignupStart => {
  const start = value as Partial<SignupStart> | null;
  return (
    typeof start?.email === "string" &&
    typeof start.password === "string" &&
    typeof start.confirmPassword === "string"
  );
};
