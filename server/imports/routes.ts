import fastifyMultipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import {
  dryRunAnswer,
  IMPORT_LIMITS,
  importMapping,
  importState,
} from "../../domain/imports.schema.ts";
import { requestContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import {
  appliesSettled,
  applyImport,
  dryRunImport,
  errorsWorkbook,
  importStateOf,
  uploadImport,
} from "./service.ts";

const PATH = "/imports";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const params = z.object({ id: z.uuid({ error: "invalid" }) });
const mappingBody = z.object({ mapping: importMapping.optional() });
const config = { userTypes: RESOURCE_USERS.products };

const fileInvalid = (key: string) =>
  new HttpProblem(400, "errors:validationFailed", undefined, { file: key });

/** The form's one file, streamed to the parser; past 10 MB it is refused (413), nothing kept. */
const receiveFile = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw new HttpProblem(415, "errors:unsupportedMediaType");
  const part = await request.file({
    limits: { fileSize: IMPORT_LIMITS.bytes, files: 1, fields: 0, parts: 1 },
  });
  if (!part) throw fileInvalid("required");
  return part;
};

/** Spreadsheet import of products (docs/imports.md): upload, dry run, apply, progress, errors. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes, as the uploads' own registration is.
  await app.register(fastifyMultipart);
  app.addHook("onClose", async () => {
    await appliesSettled();
  });

  app.post(
    `${PATH}/products`,
    {
      config,
      schema: {
        tags: ["imports"],
        summary: "Upload a products spreadsheet (.xlsx or .csv) to import",
        description:
          "Multipart form with `file`: at most 10,000 rows and 10 MB (413). Answers the import with its headers and the proposed column mapping; nothing is written to the catalogue.",
        consumes: ["multipart/form-data"],
        body: z.object({ file: z.string().meta({ format: "binary" }) }),
        response: { 201: successEnvelope(importState), 413: errorBody, 415: errorBody },
      },
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      const part = await receiveFile(request);
      const context = requestContext(request);
      const state = await uploadImport(
        context,
        { stream: part.file, fileName: part.filename },
        app.translate,
      );
      reply.status(201);
      return { message: request.t("imports:uploaded"), data: state };
    },
  );

  app.get(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags: ["imports"],
        summary: "An import and where its apply stands (progress survives a reload)",
        params,
        response: { 200: successEnvelope(importState), 404: errorBody },
      },
    },
    async (request) => ({
      message: request.t("imports:loaded"),
      data: await importStateOf(requestContext(request), request.params.id),
    }),
  );

  app.post(
    `${PATH}/:id/dry-run`,
    {
      config,
      schema: {
        tags: ["imports"],
        summary: "Validate every row with the mapping: create, update, unchanged or errors",
        params,
        body: mappingBody,
        response: { 200: successEnvelope(dryRunAnswer), 404: errorBody },
      },
    },
    async (request) => ({
      message: request.t("imports:checked"),
      data: await dryRunImport(requestContext(request), request.params.id, request.body.mapping),
    }),
  );

  app.post(
    `${PATH}/:id/apply`,
    {
      config,
      schema: {
        tags: ["imports"],
        summary: "Write the valid rows in batches; answers at once, progress by GET",
        params,
        body: mappingBody,
        response: { 202: successEnvelope(importState), 404: errorBody },
      },
    },
    async (request, reply) => {
      const state = await applyImport(
        requestContext(request),
        request.params.id,
        request.body.mapping,
      );
      reply.status(202);
      return { message: request.t("imports:applying"), data: state };
    },
  );

  app.get(
    `${PATH}/:id/errors`,
    {
      config,
      schema: {
        tags: ["imports"],
        summary: "The rows with errors as a spreadsheet, with an errors column",
        params,
        response: {
          200: {
            description: "The XLSX file",
            content: { [XLSX_TYPE]: { schema: z.string().meta({ format: "binary" }) } },
          },
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await errorsWorkbook(requestContext(request), request.params.id);
      // The typed reply models JSON bodies only; this one is a file.
      return (reply as FastifyReply)
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", `attachment; filename="${encodeURIComponent(fileName)}"`)
        .header("cache-control", "no-store")
        .send(bytes);
    },
  );
};
