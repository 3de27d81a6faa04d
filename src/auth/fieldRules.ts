import type { FormRule as Rule } from "antd";
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from "../../domain/auth";

type Translate = (key: string) => string;

/**
 * antd rules mirroring domain/auth.schema.ts (whose zod would weigh down the sign-in page), with
 * the same validation keys: the browser says what the server would, before the call.
 */
export const emailRules = (t: Translate): Rule[] => [
  { required: true, whitespace: true, message: t("validation.emailRequired") },
  { type: "email", message: t("validation.invalidEmail") },
];

export const otpRules = (t: Translate): Rule[] => [
  { required: true, whitespace: true, message: t("validation.otpRequired") },
  { pattern: new RegExp(`^\\d{${OTP_LENGTH}}$`), message: t("validation.otpFormat") },
];

/** A password the user chooses: long enough, not only letters. */
export const newPasswordRules = (t: Translate): Rule[] => [
  { required: true, message: t("validation.passwordRequired") },
  { min: PASSWORD_MIN_LENGTH, message: t("validation.passwordTooShort") },
  { max: 128, message: t("validation.tooLong") },
  { pattern: /[^A-Za-z]/, message: t("validation.passwordNeedsNonLetter") },
];

/** The confirmation must repeat the `password` field (the seed's message otherwise). */
export const confirmPasswordRules = (t: Translate): Rule[] => [
  { required: true, message: t("validation.passwordRequired") },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value === getFieldValue("password")
        ? Promise.resolve()
        : Promise.reject(new Error(t("validation.passwordsDiffer"))),
  }),
];
