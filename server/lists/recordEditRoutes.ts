import type { FastifyContextConfig } from "fastify";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { updateBody } from "../../domain/fields.schema.ts";
import type { UserType } from "../../domain/userTypes.ts";
import type { App } from "../appInstance.ts";
import { type RequestContext, requestContext } from "./context.ts";
import type { EditedRecord } from "./versions.ts";

export interface RecordEditRoutesOptions<Input, Item, CreateInput = Input> {
  /** The record's path, singular: POST `<path>`, GET/PUT/DELETE `<path>/:id`. */
  path: string;
  tag: string;
  /** The record's name for the OpenAPI summaries, e.g. "Product". */
  title: string;
  item: z.ZodType<Item>;
  /**
   * The body schema; the service functions get its parsed output. An update's body also carries
   * the `version` it was read at (docs/api.md#concurrent-edits), handed over with the id.
   */
  input: z.ZodObject & z.ZodType<Input>;
  /** The body of a create when it carries more than an update (e.g. a new account's owner). */
  createInput?: z.ZodType<CreateInput>;
  /** Who may read one record and who may create, change and delete. */
  readers: readonly UserType[];
  writers: readonly UserType[];
  /** Translation keys of the success messages. */
  messages: {
    loaded: string;
    /** A create's message may depend on what followed it (a mail that could not go). */
    created: string | ((item: Item) => string);
    updated: string;
    deleted: string;
  };
  /** Status codes the writes may answer besides 400/404 (e.g. 409), for the document. */
  conflicts?: boolean;
  config?: FastifyContextConfig;
  find(id: string, context: RequestContext): Promise<Item>;
  create(input: CreateInput, context: RequestContext): Promise<Item>;
  update(edited: EditedRecord, input: Input, context: RequestContext): Promise<Item>;
  remove(id: string, context: RequestContext): Promise<Item>;
}

const idParams = z.object({ id: z.uuid({ error: "invalid" }) });

/**
 * One record's routes: create (201), read, update, delete, each answering the record with a
 * localised message. Ownership and rules live in the module's service functions. An update sends
 * back the version it read (409 `staleVersion` when the record has moved on); a delete does not:
 * it discards the record whatever it holds.
 */
export const recordEditRoutes = <Input, Item, CreateInput = Input>(
  app: App,
  options: RecordEditRoutesOptions<Input, Item, CreateInput>,
) => {
  const answer = successEnvelope(options.item);
  const errors = {
    404: errorBody,
    ...(options.conflicts ? { 409: errorBody } : {}),
  };
  const route = (userTypes: readonly UserType[]) => ({ ...options.config, userTypes });
  const schema = (summary: string) => ({
    tags: [options.tag],
    summary: `${options.title}: ${summary}`,
  });

  app.post(
    options.path,
    {
      config: route(options.writers),
      schema: {
        ...schema("create"),
        body: options.createInput ?? options.input,
        response: { 201: answer, ...(options.conflicts ? { 409: errorBody } : {}) },
      },
    },
    async (request, reply) => {
      const data = await options.create(request.body as CreateInput, requestContext(request));
      reply.status(201);
      const { created } = options.messages;
      return { message: request.t(typeof created === "string" ? created : created(data)), data };
    },
  );

  app.get(
    `${options.path}/:id`,
    {
      config: route(options.readers),
      schema: {
        ...schema("one record"),
        params: idParams,
        response: { 200: answer, 404: errorBody },
      },
    },
    async (request) => ({
      message: request.t(options.messages.loaded),
      data: await options.find(request.params.id, requestContext(request)),
    }),
  );

  app.put(
    `${options.path}/:id`,
    {
      config: route(options.writers),
      schema: {
        ...schema("update"),
        description: "409 `staleVersion` when the record is no longer at the body's `version`.",
        params: idParams,
        body: updateBody(options.input),
        response: { 200: answer, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const { version, ...input } = request.body as Input & { version: number };
      return {
        message: request.t(options.messages.updated),
        data: await options.update(
          { id: request.params.id, version },
          input as Input,
          requestContext(request),
        ),
      };
    },
  );

  app.delete(
    `${options.path}/:id`,
    {
      config: route(options.writers),
      schema: { ...schema("delete"), params: idParams, response: { 200: answer, ...errors } },
    },
    async (request) => ({
      message: request.t(options.messages.deleted),
      data: await options.remove(request.params.id, requestContext(request)),
    }),
  );
};
