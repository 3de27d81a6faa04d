import { z } from "zod";
import { DELETION_REQUEST_SOURCES, DELETION_REQUEST_STATUSES } from "./deletionRequests.ts";
import { optionalText, recordVersion, versioned } from "./fields.schema.ts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages.ts";
import { accountHoldings } from "./users.schema.ts";
import { userTypeSchema } from "./userTypes.schema.ts";

const reason = optionalText(2000);

/**
 * `POST /intake/account-deletion-requests`: a customer or seller app asks for the account of
 * `email` to be deleted. The answer never says whether such an account exists.
 */
export const deletionRequestIntake = z.object({
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .min(1, { error: "emailRequired" })
    .pipe(z.email({ error: "invalidEmail" }))
    .transform((address) => address.toLowerCase()),
  reason,
  language: z.enum(LANGUAGES, { error: "invalid" }).default(DEFAULT_LANGUAGE),
});
export type DeletionRequestIntake = z.input<typeof deletionRequestIntake>;

/** `POST /user/profile/deletion-request`: the signed-in seller asks for their own account to go. */
export const ownDeletionRequestInput = z.object({ reason });

/** `POST /account-deletion-request/:id/status`: approve, or reject with a reason (`note`). */
export const deletionRequestMoveInput = z.object({
  version: recordVersion,
  status: z.enum(DELETION_REQUEST_STATUSES, { error: "invalid" }),
  note: optionalText(2000),
});

export const deletionRequest = z.object({
  _id: z.string(),
  number: z.number().int(),
  status: z.enum(DELETION_REQUEST_STATUSES),
  source: z.enum(DELETION_REQUEST_SOURCES),
  /** The account as it is now (anonymised after an approval); null once it was removed. */
  user: z
    .object({ _id: z.string(), fullName: z.string(), email: z.string(), userType: userTypeSchema })
    .nullable(),
  /** Who asked, as they were when they asked; both empty once the account was deleted. */
  requesterName: z.string(),
  requesterEmail: z.string(),
  language: z.enum(LANGUAGES),
  reason: z.string().nullable(),
  /** What the account holds now; null once it was removed or anonymised. */
  holdings: accountHoldings.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...versioned,
});
export type DeletionRequest = z.infer<typeof deletionRequest>;
