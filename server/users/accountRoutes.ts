import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { updateBody } from "../../domain/fields.schema.ts";
import {
  accountHoldings,
  type UserInput,
  userInput,
  userRecord,
} from "../../domain/users.schema.ts";
import { requestContext } from "../lists/context.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { mailVerificationLink } from "../signup/routes.ts";
import { accountHoldingsOf, deleteUser, updateUser } from "./accountService.ts";
import { userList } from "./list.ts";
import { findUserById } from "./service.ts";

const idParams = z.object({ id: z.uuid({ error: "invalid" }) });
const deletion = z.object({ outcome: accountHoldings.shape.outcome });

/**
 * An administrator's changes to someone's account (docs/api.md#users): details, the verification
 * mail again, and deletion, which removes or anonymises (docs/access.md#deleting-people).
 */
export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { userTypes: RESOURCE_USERS.users };
  const summary = (what: string) => ({ tags: ["users"], summary: `User: ${what}` });

  app.put(
    "/user/:id",
    {
      config,
      schema: {
        ...summary("change names, mobile, profession, sport and hobby"),
        description: "409 `staleVersion` when the account is no longer at the body's `version`.",
        params: idParams,
        body: updateBody(userInput),
        response: {
          200: successEnvelope(userRecord),
          400: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { version, ...input } = request.body as UserInput & { version: number };
      const user = await updateUser(
        { id: request.params.id, version },
        input,
        requestContext(request),
      );
      return { message: request.t("users:updated"), data: user };
    },
  );

  app.get(
    "/user/:id/holdings",
    {
      config,
      schema: {
        ...summary("what it holds, and so what deleting it does"),
        description:
          '`outcome` is `remove` when the account holds nothing, else `anonymise` (orders, order requests, a shop, products, coupons or log entries stay, naming "Deleted user").',
        params: idParams,
        response: { 200: successEnvelope(accountHoldings), 404: errorBody },
      },
    },
    async (request) => ({
      message: request.t("users:holdingsLoaded"),
      data: await accountHoldingsOf(request.params.id, requestContext(request)),
    }),
  );

  app.delete(
    "/user/:id",
    {
      config,
      schema: {
        ...summary("delete (remove or anonymise)"),
        description:
          "Removes an account that holds nothing, anonymises one that holds anything; every session is revoked. 409 `cannotDeleteSelf` for one's own account, `lastAdministrator` for the last administrator.",
        params: idParams,
        response: { 200: successEnvelope(deletion), 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { outcome } = await deleteUser(request.params.id, requestContext(request));
      return { message: request.t("users:deleted"), data: { outcome } };
    },
  );

  app.post(
    "/user/:id/verification-mail",
    {
      config,
      schema: {
        ...summary("send the email verification link again"),
        description: "409 `emailAlreadyVerified` when the address is verified already.",
        params: idParams,
        response: { 200: successEnvelope(z.null()), 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      await userList.find(request.params.id, requestContext(request));
      const user = await findUserById(app.db, request.params.id);
      if (!user || user.anonymisedAt) throw new HttpProblem(404, "errors:notFound");
      if (user.emailVerified) throw new HttpProblem(409, "errors:emailAlreadyVerified");
      await mailVerificationLink(app, request, user);
      return { message: request.t("users:verificationMailSent"), data: null };
    },
  );
};
