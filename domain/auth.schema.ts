import { z } from "zod";
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from "./auth.ts";
import { recordVersion, requiredText, versioned } from "./fields.schema.ts";
import { userTypeSchema } from "./userTypes.schema.ts";

/**
 * Validation messages are keys of the `validation` namespace in locales/<lang>/validation.json;
 * the server and the SPA both translate them, so the same words reach the user either way.
 */
const email = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, { error: "emailRequired" })
  .pipe(z.email({ error: "invalidEmail" }))
  .transform((address) => address.toLowerCase());

const password = z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" });

/** A password the user chooses: long enough, not just letters. */
const newPassword = z
  .string({ error: "passwordRequired" })
  .min(1, { error: "passwordRequired" })
  .min(PASSWORD_MIN_LENGTH, { error: "passwordTooShort" })
  .max(128, { error: "tooLong" })
  .regex(/[^A-Za-z]/, { error: "passwordNeedsNonLetter" });

/** Both sides check the confirmation; the message is the seed's. */
const confirmed = <T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(
  schema: T,
) =>
  schema.refine((value) => value.password === value.confirmPassword, {
    error: "passwordsDiffer",
    path: ["confirmPassword"],
  });

export const loginBody = z.object({ email, password });
export type LoginBody = z.input<typeof loginBody>;

export const otpRequestBody = z.object({ email });
export const otpVerifyBody = z.object({
  email,
  otp: z
    .string({ error: "otpRequired" })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: "otpFormat" }),
});

export const forgotPasswordBody = z.object({ email });

export const resetPasswordBody = confirmed(
  z.object({
    id: z.string().min(1, { error: "resetLinkInvalid" }),
    token: z.string().min(1, { error: "resetLinkInvalid" }),
    password: newPassword,
    confirmPassword: z.string({ error: "passwordRequired" }),
  }),
);

export const changePasswordBody = confirmed(
  z.object({
    currentPassword: password,
    password: newPassword,
    confirmPassword: z.string({ error: "passwordRequired" }),
  }),
);

/** The text fields of the multipart sign-up; the profile picture travels beside them. */
export const signupFields = confirmed(
  z.object({
    firstName: requiredText("firstNameRequired", 80),
    lastName: requiredText("lastNameRequired", 80),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: "passwordRequired" }),
  }),
);

/** The signed-in user's own name (the profile screen), with the profile's version it was read at. */
export const profileUpdateBody = z.object({
  firstName: requiredText("firstNameRequired", 80),
  lastName: requiredText("lastNameRequired", 80),
  version: recordVersion,
});
export type ProfileUpdate = z.input<typeof profileUpdateBody>;

export const verifyEmailBody = z.object({
  id: z.string().min(1, { error: "verifyLinkInvalid" }),
  email,
  token: z.string().min(1, { error: "verifyLinkInvalid" }),
});

export const profile = z.object({
  _id: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  isPasswordChanged: z.boolean(),
  stripeAccountId: z.string().nullable(),
  emailVerified: z.boolean(),
  userType: userTypeSchema,
  ...versioned,
});
export type Profile = z.infer<typeof profile>;

/** Asks for a fresh verification link (sign-up); answered the same whether the account exists. */
export const verifyEmailResendBody = z.object({ email });

/** The seller back from payment onboarding: the signed state the return URL carried (docs/access.md#payment-account). */
export const paymentConfirmBody = z.object({
  state: z.string({ error: "required" }).min(1, { error: "required" }),
});
