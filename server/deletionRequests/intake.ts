import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { deletionRequestIntake } from "../../domain/deletionRequests.schema.ts";
import type { App } from "../appInstance.ts";
import { APP_KEY_ONLY, INTAKE } from "../intake/intakeRoute.ts";
import { appWriter, unitOfWork } from "../writes/unitOfWork.ts";
import { fileDeletionRequestByEmail } from "./service.ts";

/**
 * `POST /intake/account-deletion-requests`: a customer or seller app asks for the account of an
 * email to be deleted. Always 202 with the same words, whether or not the account exists, so the
 * call cannot be used to learn who has an account; staff see only real requests.
 */
export const deletionRequestIntakeRoute = (app: App) => {
  app.post(
    "/intake/account-deletion-requests",
    {
      config: INTAKE,
      schema: {
        tags: ["intake"],
        summary: "Ask for an account to be deleted",
        description:
          "`email` names the account, `reason` is optional, `language` (`it` default, `en`) is the language of the answer mailed later. Answers 202 whether or not the email has an account.",
        security: APP_KEY_ONLY,
        body: deletionRequestIntake,
        response: {
          202: successEnvelope(z.null()),
          400: errorBody,
          401: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      await unitOfWork(appWriter(app), (unit) => fileDeletionRequestByEmail(unit, request.body));
      reply.status(202);
      return { message: request.t("intake:deletionRequestReceived"), data: null };
    },
  );
};
