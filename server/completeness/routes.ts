import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { successEnvelope } from "../../domain/api.schema.ts";
import { completenessCounts } from "../../domain/completeness.schema.ts";
import { requestContext } from "../lists/index.ts";
import { completenessCounts as countIncomplete } from "./service.ts";

/** The dashboard's completeness card: what is still to translate, per bilingual resource. */
export const completenessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/completeness",
    {
      config: { userTypes: RESOURCE_USERS.dashboard },
      schema: {
        tags: ["dashboard"],
        summary: "Records still missing a language",
        description:
          "Per bilingual resource (products, categories, properties, rent models, events), how many records miss their Italian (an English text with no Italian, or an Italian identical to the English) and how many miss their English. Each count is the total of the resource's list with `completeness=missingIt` or `completeness=missingEn`, in the caller's scope: a seller counts its own products and gets null for the resources it cannot open.",
        response: { 200: successEnvelope(completenessCounts) },
      },
    },
    async (request) => ({
      message: request.t("catalogue:completeness.loaded"),
      data: await countIncomplete(requestContext(request)),
    }),
  );
};
