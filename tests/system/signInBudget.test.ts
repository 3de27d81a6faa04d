import { expect, it } from "vitest";
import { measureSignInBundle, SIGN_IN_BUDGET_BYTES } from "../../bench/signInBundle.ts";

// The build is the one buildOnce made for this project: measuring it costs a few gzip calls.
it("keeps the sign-in page (the signin chunk, the entry and the login screen) within 300,000 B gzip", async () => {
  const { gzip } = await measureSignInBundle();
  expect(gzip).toBeLessThanOrEqual(SIGN_IN_BUDGET_BYTES);
});
