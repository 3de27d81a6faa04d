import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CHANGESET_USERS, RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import {
  bulkAnswer,
  changeset,
  couponBulkInput,
  orderBulkInput,
  orderRequestBulkInput,
  productBulkInput,
  rentWorkBulkInput,
  revertAnswer,
} from "../../domain/changesets.schema.ts";
import type { BulkResource, ChangesetKind } from "../../domain/changesets.ts";
import type { UserType } from "../../domain/userTypes.ts";
import type { App } from "../appInstance.ts";
import { eventRequestWork } from "../eventRequests/work.ts";
import { requestContext } from "../lists/context.ts";
import { orderRequestWork } from "../orderRequests/work.ts";
import { orderWork } from "../orders/work.ts";
import { rentRequestWork } from "../rentRequests/work.ts";
import { couponRevert, couponStep, productRevert, productStep } from "./catalogue.ts";
import { workedRecordChanges } from "./moves.ts";
import {
  type BulkStep,
  findChangeset,
  type RevertStep,
  revertChangeset,
  runBulk,
} from "./service.ts";

const orderRequestChanges = workedRecordChanges(orderRequestWork);
const orderChanges = workedRecordChanges(orderWork);
const rentRequestChanges = workedRecordChanges(rentRequestWork);
const eventRequestChanges = workedRecordChanges(eventRequestWork);

/** The rent line's two bulk actions, as moves of its machine. */
const RENT_MOVES = { takeInCharge: "inProgress", decline: "declined" } as const;

/** How each resource's records of a changeset are put back. */
const REVERTS: Record<BulkResource, RevertStep> = {
  orderRequests: orderRequestChanges.revert,
  orders: orderChanges.revert,
  rentRequests: rentRequestChanges.revert,
  eventRequests: eventRequestChanges.revert,
  products: productRevert,
  coupons: couponRevert,
};

const revertOf = (resource: string) => {
  const revert = REVERTS[resource as BulkResource];
  if (!revert) throw new Error(`no revert for the records of ${resource}`);
  return revert;
};

interface BulkFamily<Body extends { action: ChangesetKind; ids: string[] }> {
  resource: BulkResource;
  /** The records' path, singular, as their own routes: `/order/request`. */
  path: string;
  tag: string;
  userTypes: readonly UserType[];
  body: z.ZodType<Body>;
  /** What the route's description says of its actions. */
  actions: string;
  step(body: Body): BulkStep;
}

const BULK =
  "Each selected record is written in its own unit of work through the same function as its single move or edit: its rules, its seller's scope (another seller's id is refused `notFound`), its version check against `versions[id]` when given (`staleVersion`), its history, audit and mails. A refused record rolls back nothing of the others: `records` says per id `done` (with its new version) or the refusal's code and words. The records done are one changeset (`changesetId`, null when none was done), reverted by `POST /changesets/:id/revert` within 24 hours (docs/api.md#changesets).";

const bulkRoute = <Body extends { action: ChangesetKind; ids: string[] }>(
  app: App,
  family: BulkFamily<Body>,
) =>
  app.post(
    `${family.path}/bulk`,
    {
      config: { userTypes: family.userTypes },
      schema: {
        tags: [family.tag, "changesets"],
        summary: `${family.tag}: one action on a selection`,
        description: `${family.actions} ${BULK}`,
        body: family.body,
        response: { 200: successEnvelope(bulkAnswer), 400: errorBody },
      },
    },
    async (request) => {
      const body = request.body as Body;
      const context = requestContext(request);
      const answer = await runBulk(
        context,
        { kind: body.action, resource: family.resource },
        body.ids,
        family.step(body),
      );
      return {
        message: request.t("changesets:bulkDone", { done: answer.done, refused: answer.refused }),
        data: answer,
      };
    },
  );

const idParams = z.object({ id: z.uuid({ error: "invalid" }) });

/**
 * Bulk actions on a selection and their changesets (docs/api.md#changesets): one route per
 * resource family, beside its records' own routes and open to the same user types.
 */
export const changesetRoutes: FastifyPluginAsyncZod = async (app) => {
  bulkRoute(app, {
    resource: "orderRequests",
    path: "/order/request",
    tag: "orderRequests",
    userTypes: RESOURCE_USERS.orderRequests,
    body: orderRequestBulkInput,
    actions:
      "`move` to the status `value`: the moves of domain/orders.ts from each record's own status (else `illegalMove`), `reason` required for the denial.",
    step: (body) => orderRequestChanges.step(body.value, body),
  });
  bulkRoute(app, {
    resource: "orders",
    path: "/order",
    tag: "orders",
    userTypes: RESOURCE_USERS.orders,
    body: orderBulkInput,
    actions:
      "`move` to the status `value`: the moves of domain/orders.ts (else `illegalMove`), `reason` required where the machine says.",
    step: (body) => orderChanges.step(body.value, body),
  });
  bulkRoute(app, {
    resource: "rentRequests",
    path: "/request",
    tag: "rentRequests",
    userTypes: RESOURCE_USERS.rentRequests,
    body: rentWorkBulkInput,
    actions:
      "`takeInCharge` (to In progress, the caller its assignee) or `decline` (`reason` required).",
    step: (body) => rentRequestChanges.step(RENT_MOVES[body.action], body),
  });
  bulkRoute(app, {
    resource: "eventRequests",
    path: "/event/request",
    tag: "eventRequests",
    userTypes: RESOURCE_USERS.eventRequests,
    body: rentWorkBulkInput,
    actions:
      "`takeInCharge` (to In progress, the caller its assignee) or `decline` (`reason` required).",
    step: (body) => eventRequestChanges.step(RENT_MOVES[body.action], body),
  });
  bulkRoute(app, {
    resource: "products",
    path: "/product",
    tag: "products",
    userTypes: RESOURCE_USERS.products,
    body: productBulkInput,
    actions:
      "`category` (`value`: `categoryId`, `subcategoryId`), `priceByPercent` (`value` in percent, rounded to the cent), `priceByAmount` (`value` in cents, either way), `adjustStock` (`value` pieces on hand, either way, as an adjustment with `reason`, docs/stock.md). A price below one cent is refused `mustBePositive`, on hand below zero `notNegative`.",
    step: productStep,
  });
  bulkRoute(app, {
    resource: "coupons",
    path: "/coupon",
    tag: "coupons",
    userTypes: RESOURCE_USERS.coupons,
    body: couponBulkInput,
    actions: "`expiry`: `value` is the coupons' new last day.",
    step: couponStep,
  });

  const config = { userTypes: CHANGESET_USERS };
  app.get(
    "/changesets/:id",
    {
      config,
      schema: {
        tags: ["changesets"],
        summary: "Changeset: who, when, counts and its records",
        description:
          "A seller reads only the changesets it made (else 404). Each record: its versions and changed values before and after, and its state (`done`, `reverted`, `conflict`: changed since, left as it was by the revert, `refused`). `revertible` while not reverted and less than 24 hours old.",
        params: idParams,
        response: { 200: successEnvelope(changeset), 404: errorBody },
      },
    },
    async (request) => ({
      message: request.t("changesets:loaded"),
      data: await findChangeset(requestContext(request), request.params.id),
    }),
  );
  app.post(
    "/changesets/:id/revert",
    {
      config,
      schema: {
        tags: ["changesets"],
        summary: "Changeset: revert",
        description:
          "Puts each record back to its values before, newest first, each in its own unit of work and in the caller's scope, unless its version moved past the one the changeset left: then it is a `conflict`, left as it is. A status move reverted is a new move, with its history line and its mail (docs/api.md#reverting-a-changeset). Once only: again answers 409 `changesetReverted`; more than 24 hours after the changeset, 409 `changesetRevertExpired`. A seller reverts only its own changesets (else 404).",
        params: idParams,
        response: { 200: successEnvelope(revertAnswer), 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const answer = await revertChangeset(requestContext(request), request.params.id, revertOf);
      return {
        message: request.t("changesets:reverted", {
          reverted: answer.reverted,
          conflicts: answer.conflicts,
          refused: answer.refused,
        }),
        data: answer,
      };
    },
  );
};
