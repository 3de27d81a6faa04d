import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { signupFields, verifyEmailBody, verifyEmailResendBody } from "../../domain/auth.schema.ts";
import { PUBLIC_PAGE, VERIFY_LINK_TTL_SECONDS } from "../../domain/auth.ts";
import { canSignIn, isUserType, USER_TYPE } from "../../domain/userTypes.ts";
import { refuseWhileMailIsDown, sendLocalisedMail } from "../mail/localisedMail.ts";
import { publicLink } from "../mail/publicLink.ts";
import { issueLink, redeemLink } from "../oneTimeLinks/service.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { openShopFor } from "../shops/service.ts";
import { uploadUrl } from "../storage/routes.ts";
import type { User } from "../users/schema.ts";
import {
  type CreateUser,
  createUser,
  findUserByEmail,
  markEmailVerified,
} from "../users/service.ts";
import { appWriter, unitOfWork } from "../writes/unitOfWork.ts";
import { PICTURE_FIELD, readSignupForm } from "./form.ts";

/** What the OpenAPI document shows for the multipart form: the text fields plus the picture. */
const signupForm = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  [PICTURE_FIELD]: z
    .string()
    .meta({ format: "binary", description: "Optional; jpg or png (by content), under 5 MB" })
    .optional(),
});

const isUniqueViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
};

const emailTaken = () =>
  new HttpProblem(409, "errors:emailTaken", undefined, { email: "emailTaken" });

/** Zod's issues as the 400 every other route answers: each field with its first message key. */
const invalidFields = (error: z.ZodError) => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  return new HttpProblem(400, "errors:validationFailed", undefined, fields);
};

/** The seller and the shop named after them, as one change: an outage leaves neither. */
const createSeller = async (
  app: FastifyInstance,
  fields: Pick<CreateUser, "email" | "password" | "firstName" | "lastName">,
  picture: string | undefined,
) => {
  const { result } = await unitOfWork(appWriter(app), async (unit) => {
    const seller = await createUser(unit.db, {
      ...fields,
      userType: USER_TYPE.seller,
      emailVerified: false,
      // The seller chose this password; nobody handed it over.
      isPasswordChanged: true,
      profilePicture: picture ? uploadUrl(picture) : null,
    });
    const shopId = await openShopFor(unit.db, seller);
    // Staff watching the people and shops lists see the newcomer without reloading.
    unit.changed({ resource: "users", type: "created", id: seller.id });
    unit.changed({ resource: "shops", type: "created", id: shopId, sellerId: seller.id });
    return seller;
  });
  return result;
};

/** Mails a fresh link that proves the address (sign-up, and an administrator sending it again). */
export const mailVerificationLink = async (
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
) => {
  const { result: token } = await unitOfWork(appWriter(app), ({ db }) =>
    issueLink(db, {
      userId: user.id,
      purpose: "email-verification",
      now: app.now(),
      ttlSeconds: VERIFY_LINK_TTL_SECONDS,
    }),
  );
  await sendLocalisedMail(app, {
    to: user.email,
    language: request.language,
    name: "emailVerification",
    vars: {
      name: user.firstName,
      link: publicLink(app.config.publicUrl, PUBLIC_PAGE.accountVerify, {
        id: user.id,
        email: user.email,
        token,
      }),
      days: VERIFY_LINK_TTL_SECONDS / (24 * 60 * 60),
    },
  });
};

/** Shops register themselves as sellers and prove their email address (docs/screens.md, docs/access.md#user-types). */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: nowhere else accepts multipart bodies.
  await app.register(fastifyMultipart);

  app.post(
    "/user/signup",
    {
      config: { public: true, rateLimitPolicy: "signup" },
      // The form is streamed, so Fastify has no body to check; the handler validates the fields
      // with the same shared schema. The body schema is there for the OpenAPI document.
      validatorCompiler: () => (value) => ({ value }),
      schema: {
        tags: ["auth"],
        summary: "Create a seller account (multipart form)",
        description:
          "Creates a seller (type 5), with a shop named after them, whose email is not verified yet and mails a verification link; signing in answers 403 until it is used. The picture's type is read from its bytes: 415 when not jpg/png, 413 when over 5 MB (PROFILE_PICTURE_MAX_BYTES).",
        consumes: ["multipart/form-data"],
        body: signupForm,
        response: {
          201: successEnvelope(z.object({ email: z.string() })),
          409: errorBody,
          413: errorBody,
          415: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const form = await readSignupForm(request, app.storage);
      let user: User;
      try {
        const parsed = signupFields.safeParse(form.fields);
        if (!parsed.success) throw invalidFields(parsed.error);
        const { firstName, lastName, email, password } = parsed.data;
        if (await findUserByEmail(app.db, email)) throw emailTaken();
        user = await createSeller(app, { email, password, firstName, lastName }, form.picture);
      } catch (error) {
        if (form.picture) await app.storage.remove(form.picture);
        throw isUniqueViolation(error) ? emailTaken() : error;
      }
      // The account exists either way; without the mail the answer says to ask for the link again.
      const mailed = await mailVerificationLink(app, request, user).then(
        () => true,
        () => false,
      );
      const message = mailed ? "auth:accountCreated" : "auth:accountCreatedMailFailed";
      return reply.status(201).send({ message: request.t(message), data: { email: user.email } });
    },
  );

  app.post(
    "/user/verify-email",
    {
      config: { public: true },
      schema: {
        tags: ["auth"],
        summary: "Verify the email address with the mailed link",
        description: "The link works once; a used, expired or wrong link answers 400.",
        body: verifyEmailBody,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { id, email, token } = request.body;
      const { result: verified } = await unitOfWork(appWriter(app), async ({ db }) => {
        // The link names the address it was sent to; a changed address needs a new link.
        const user = await findUserByEmail(db, email);
        if (!user || user.id !== id) return false;
        if (
          !(await redeemLink(db, {
            userId: id,
            purpose: "email-verification",
            token,
            now: app.now(),
          }))
        ) {
          return false;
        }
        await markEmailVerified(db, id);
        return true;
      });
      if (!verified) throw new HttpProblem(400, "errors:verifyLinkInvalid");
      return { message: request.t("auth:emailVerified"), data: null };
    },
  );

  app.post(
    "/user/verify-email/resend",
    {
      config: { public: true, rateLimitPolicy: "mailing" },
      schema: {
        tags: ["auth"],
        summary: "Email a new verification link",
        description:
          "Always answers the same, so it reveals no account. Mails a new link (replacing the earlier one) when the account exists and its email is not verified yet. A mail server that fails answers 503 `mailUnavailable` (for every address while it is known to be down).",
        body: verifyEmailResendBody,
        response: { 200: successEnvelope(z.null()), 429: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // Customers verify in the marketplace apps; this link opens the back-office.
      if (user && !user.emailVerified && isUserType(user.userType) && canSignIn(user.userType)) {
        await mailVerificationLink(app, request, user);
      } else {
        refuseWhileMailIsDown(app);
      }
      return { message: request.t("auth:verificationLinkSent"), data: null };
    },
  );
};
