import type { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import type { LiveCounter } from "../../domain/live.ts";
import type { App } from "../appInstance.ts";
import { appWriter, type UnitOfWork, unitOfWork } from "../writes/unitOfWork.ts";

/** Public, but only for clients presenting the application key (docs/access.md#sign-in). */
export const INTAKE = { public: true, rateLimitPolicy: "intake" } as const;
export const APP_KEY_ONLY = [{ appKey: [] }];

export interface IntakeRouteOptions<Body, Item extends { _id: string }, Read = undefined> {
  path: string;
  summary: string;
  description: string;
  body: z.ZodType<Body>;
  record: z.ZodType<Item>;
  /** Translation key of the answer's message. */
  message: string;
  /** The sidebar counter the record raises; its resource's lists show the record. */
  counter: LiveCounter;
  /** What the call does to its record: a new one (the default), or a change of one (a return). */
  change?: "created" | "updated";
  /** Refusals besides bad input, for the document: 404 not found, 409 not in the right status. */
  refusals?: readonly (404 | 409)[];
  /**
   * What the call reads before its unit of work begins (the product it names): a read that locks
   * nothing reads the same outside the transaction, and holds no connection while it waits for
   * another.
   */
  read?(body: Body): Promise<Read>;
  /**
   * Stores the record in the call's unit of work (`unit.db`, its mails, its other changes) with
   * what `read` read; `sellerId` names the shop whose own counter rises too.
   */
  store(
    unit: UnitOfWork,
    body: Body,
    read: Read,
  ): Promise<{ record: Item; sellerId?: string | null }>;
}

/**
 * One call of the customer apps: validates the body, stores the record in one unit of work,
 * answers 201 with it; once it is committed, the unit pushes the new record and the recounted
 * counters to the back-office's sockets.
 */
export const intakeRoute = <Body, Item extends { _id: string }, Read = undefined>(
  app: App,
  options: IntakeRouteOptions<Body, Item, Read>,
) => {
  app.post(
    options.path,
    {
      config: INTAKE,
      schema: {
        tags: ["intake"],
        summary: options.summary,
        description: options.description,
        security: APP_KEY_ONLY,
        body: options.body,
        response: {
          201: successEnvelope(options.record),
          400: errorBody,
          401: errorBody,
          ...Object.fromEntries((options.refusals ?? []).map((status) => [status, errorBody])),
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as Body;
      const read = (await options.read?.(body)) as Read;
      const { result: record } = await unitOfWork(appWriter(app), async (unit) => {
        const { record, sellerId } = await options.store(unit, body, read);
        unit.changed({
          resource: options.counter,
          type: options.change ?? "created",
          id: record._id,
          sellerId,
        });
        return record;
      });
      reply.status(201);
      return { message: request.t(options.message), data: record };
    },
  );
};
