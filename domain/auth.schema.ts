import { z } from "zod";
import { userTypeSchema } from "./userTypes.schema.ts";

/**
 * Validation messages are keys of the `validation` namespace in locales/<lang>/validation.json;
 * the server and the SPA both translate them, so the same words reach the user either way.
 */
export const loginBody = z.object({
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .min(1, { error: "emailRequired" })
    .pipe(z.email({ error: "invalidEmail" }))
    .transform((email) => email.toLowerCase()),
  password: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }),
});
export type LoginBody = z.input<typeof loginBody>;

export const profile = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  isPasswordChanged: z.boolean(),
  stripeAccountId: z.string().nullable(),
  userType: userTypeSchema,
});
export type Profile = z.infer<typeof profile>;
