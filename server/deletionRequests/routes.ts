import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import {
  deletionRequest,
  deletionRequestMoveInput,
  ownDeletionRequestInput,
} from "../../domain/deletionRequests.schema.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { recordWorkRoutes } from "../history/routes.ts";
import { listRoutes, recordReadRoute, requestContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { findUserById } from "../users/service.ts";
import { unitOfWork } from "../writes/unitOfWork.ts";
import { deletionRequestList } from "./list.ts";
import { fileDeletionRequest } from "./service.ts";
import { deletionRequestWork } from "./work.ts";

/**
 * Account-deletion requests (docs/api.md#account-deletion-requests): administrators list, read,
 * approve or reject them; a seller files one for their own account from the profile page.
 */
export const deletionRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = {
    userTypes: RESOURCE_USERS.deletionRequests,
    tag: "deletionRequests",
    title: "Account-deletion requests",
    item: deletionRequest,
  };
  listRoutes(app, deletionRequestList, {
    ...access,
    path: "/account-deletion-requests",
    message: "deletionRequests:listed",
  });
  recordReadRoute(app, deletionRequestList, {
    ...access,
    path: "/account-deletion-request",
    message: "deletionRequests:loaded",
  });
  recordWorkRoutes(app, deletionRequestWork, {
    ...access,
    path: "/account-deletion-request",
    title: "Account-deletion request",
    moveInput: deletionRequestMoveInput,
  });

  app.post(
    "/user/profile/deletion-request",
    {
      // A seller may always leave, payment account linked or not.
      config: { userTypes: [USER_TYPE.seller], openToUnlinkedSeller: true },
      schema: {
        tags: ["deletionRequests"],
        summary: "Ask for one's own account to be deleted (sellers)",
        description:
          "Files a request for the signed-in seller's own account, with an optional `reason`; while one is pending, answers it again (200) instead of filing another.",
        body: ownDeletionRequestInput,
        response: {
          200: successEnvelope(deletionRequest),
          201: successEnvelope(deletionRequest),
          400: errorBody,
        },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.user.id);
      if (!user) throw new HttpProblem(401, "errors:tokenInvalid");
      const context = requestContext(request);
      const { result: filed } = await unitOfWork(context, (unit) =>
        fileDeletionRequest(unit, {
          user,
          reason: request.body.reason,
          language: request.language,
          source: "profile",
        }),
      );
      reply.status(filed.created ? 201 : 200);
      const [item] = await deletionRequestList.definition.toItems([filed.row], context);
      if (!item) throw new Error("deletion request not read back");
      return { message: request.t("deletionRequests:filed"), data: item };
    },
  );
};
