import { afterAll, beforeAll, describe } from "vitest";
import { accessContext } from "./access/context.ts";
import { otpTests } from "./access/otp.ts";
import { passwordTests } from "./access/passwords.ts";
import { paymentTests } from "./access/payments.ts";
import { signupTests } from "./access/signup.ts";
import { describeServer } from "./harness.ts";

/**
 * The ways into the back-office, through real HTTP on one shared server (a start costs more than
 * most of these tests); each flow lives in its own module under access/.
 */
describeServer("access", () => {
  const context = accessContext();
  beforeAll(() => context.start());
  afterAll(() => context.stop());

  describe("sign-in with an emailed code (OTP)", () => otpTests(context));
  describe("passwords", () => passwordTests(context));
  describe("seller sign-up with email verification", () => signupTests(context));
  describe("payment account link", () => paymentTests(context));
});
