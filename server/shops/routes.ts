import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { shop, shopCreateInput, shopUpdateInput } from "../../domain/shops.schema.ts";
import { listRoutes, recordEditRoutes, requestContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { mailShopInvitation } from "./invitation.ts";
import { findShop, shopList } from "./list.ts";
import { createShop, deleteShop, updateShop } from "./service.ts";

/** Shops and their seller accounts, for staff (docs/screens.md /shopper, docs/access.md#user-types). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, shopList, {
    path: "/shops",
    userTypes: RESOURCE_USERS.shops,
    tag: "shops",
    title: "Shops",
    item: shop,
    message: "shops:listed",
  });
  recordEditRoutes(app, {
    path: "/shop",
    tag: "shops",
    title: "Shop",
    item: shop,
    input: shopUpdateInput,
    createInput: shopCreateInput,
    readers: RESOURCE_USERS.shops,
    writers: RESOURCE_USERS.shops,
    conflicts: true,
    messages: {
      loaded: "shops:loaded",
      created: (created) =>
        created.invitationSent ? "shops:created" : "shops:createdInvitationNotSent",
      updated: "shops:updated",
      deleted: "shops:deleted",
    },
    find: findShop,
    create: async (input, context) => {
      const created = await createShop(input, context);
      const invitationSent = await mailShopInvitation(app, created, context.language).then(
        () => true,
        (error: unknown) => {
          // The shop exists; staff send the invitation again from its page.
          app.log.error({ err: error }, "shop invitation not sent");
          return false;
        },
      );
      return { ...created, invitationSent };
    },
    update: updateShop,
    remove: deleteShop,
  });

  app.post(
    "/shop/:id/invitation",
    {
      config: { userTypes: RESOURCE_USERS.shops, rateLimitPolicy: "mailing" },
      schema: {
        tags: ["shops"],
        summary: "Shop: mail the invitation again",
        description:
          "Mails the seller a new link to choose a password (the earlier one stops working). 409 once the seller has verified the email: they sign in, or use 'forgot password'.",
        params: z.object({ id: z.uuid({ error: "invalid" }) }),
        response: { 200: successEnvelope(z.null()), 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const found = await findShop(request.params.id, requestContext(request));
      if (found.owner.emailVerified) throw new HttpProblem(409, "errors:shopOwnerActive");
      await mailShopInvitation(app, found, request.language);
      return {
        message: request.t("shops:invitationSent", { email: found.owner.email }),
        data: null,
      };
    },
  );
};
