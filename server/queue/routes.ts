import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, listEnvelope, successEnvelope } from "../../domain/api.schema.ts";
import {
  assignable,
  assigneeInput,
  assignment,
  queueItem,
  queueQuery,
} from "../../domain/queue.schema.ts";
import { QUEUE_RESOURCES, RECORD_PATHS } from "../../domain/queue.ts";
import { STAFF_USER_TYPES } from "../../domain/userTypes.ts";
import { requestContext } from "../lists/context.ts";
import { assignableStaff, assignmentOfRecord, assignRecord } from "./assign.ts";
import { listQueue } from "./service.ts";

const idParams = z.object({ id: z.uuid({ error: "invalid" }) });

const tags = ["queue"];

/**
 * The work queue (docs/api.md#work-queue): what waits for someone across both lines, and who
 * works on each record. Staff see every waiting record their type may open; a seller its own
 * order requests and orders.
 */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { userTypes: RESOURCE_USERS.queue };

  app.get(
    "/queue",
    {
      config,
      schema: {
        tags,
        summary: "The work queue",
        description:
          "New and in-progress order, rent and event requests, orders confirmed or with a return request, and (administrators) account-deletion requests within 7 days of their deadline, the longest waiting first (`sort=-waitingSince`: the newest). `assignee=me` keeps the caller's work, `assignee=none` what nobody took. Each item says since when it waits (its last move, or its arrival), whether it is past its status's limit in working hours (Mon–Fri 9–18 Europe/Rome) or days, and its next allowed moves.",
        querystring: queueQuery,
        response: { 200: listEnvelope(queueItem), 400: errorBody },
      },
    },
    async (request) => ({
      message: request.t("queue:listed"),
      data: await listQueue(requestContext(request), request.query),
    }),
  );

  app.get(
    "/queue/assignees",
    {
      config: { userTypes: STAFF_USER_TYPES },
      schema: {
        tags,
        summary: "Whom records can be assigned to",
        description:
          "Administrators and operators by name, with their user type: only administrators may take account-deletion requests.",
        response: { 200: successEnvelope(z.array(assignable)) },
      },
    },
    async (request) => ({
      message: request.t("queue:assigneesListed"),
      data: await assignableStaff(requestContext(request)),
    }),
  );

  // The assignee hangs below each record, beside its history and notes.
  for (const resource of QUEUE_RESOURCES) {
    const path = `${RECORD_PATHS[resource]}/:id/assignee`;
    // Whoever works with the resource: sellers reach their own order requests and orders only.
    const recordConfig = { userTypes: RESOURCE_USERS[resource] };
    app.get(
      path,
      {
        config: recordConfig,
        schema: {
          tags,
          summary: `A record's assignee (${resource})`,
          description: "Another seller's record answers 404.",
          params: idParams,
          response: { 200: successEnvelope(assignment), 404: errorBody },
        },
      },
      async (request) => ({
        message: request.t("queue:assignmentLoaded"),
        data: await assignmentOfRecord(resource, request.params.id, requestContext(request)),
      }),
    );

    app.put(
      path,
      {
        config: recordConfig,
        schema: {
          tags,
          summary: `Assign a record, or leave it to nobody (${resource})`,
          description:
            "`assigneeId`: a staff member whose type may open the resource (a seller: itself only), or null. Takes a new version of the record, is written to its history (who assigned, to whom) and announced live to every open queue and to the record's page.",
          params: idParams,
          body: assigneeInput,
          response: {
            200: successEnvelope(assignment),
            400: errorBody,
            404: errorBody,
          },
        },
      },
      async (request) => ({
        message: request.t("queue:assigned"),
        data: await assignRecord(
          resource,
          request.params.id,
          requestContext(request),
          request.body.assigneeId,
        ),
      }),
    );
  }
};
