import fastifyMultipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { API_BASE_PATH } from "../../domain/api.ts";
import { UPLOAD_KINDS, UPLOAD_LIMITS, type UploadKind } from "../../domain/uploads.ts";
import { BACK_OFFICE_USER_TYPES } from "../../domain/userTypes.ts";
import { HttpProblem } from "../plugins/errors.ts";
import type { FileStorage } from "./fileStorage.ts";
import { CONTENT_TYPES } from "./fileTypes.ts";
import { type StoredUpload, storeUpload } from "./uploads.ts";

export const UPLOADS_PATH = "/uploads";

/** The URL path an uploaded file is served at, as the API answers it (e.g. profilePicture). */
export const uploadUrl = (name: string) => `${API_BASE_PATH}${UPLOADS_PATH}/${name}`;

const binary = z.string().meta({ format: "binary" });
const FILE_FIELD = "file";
const kindSchema = z.enum(UPLOAD_KINDS, { error: "invalid" });
/**
 * `kind` is required in one of two places, which no schema of one place can say: the query, or a
 * form field before the file (the query wins when both are sent). Neither answers 400 on `kind`.
 */
const KIND_EITHER_OR =
  "Required in the query or as the form's `kind` field before `file` (400 naming `kind` when neither has it); the query wins when both are sent.";
const uploadQuery = z.object({
  kind: kindSchema.optional().meta({ description: `The file's kind. ${KIND_EITHER_OR}` }),
});

/** Multipart bypasses Fastify's body limit: these bound the whole form. */
const UPLOAD_FORM_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 100,
  fields: 2,
  files: 1,
  fileSize: Math.max(...Object.values(UPLOAD_LIMITS).map((limit) => limit.maxBytes)),
  parts: 3,
};

const uploaded = z.object({
  /** The stored name records refer to (product images, category icon…). */
  name: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});

const invalid = (field: string) =>
  new HttpProblem(400, "errors:validationFailed", undefined, {
    [field]: field === FILE_FIELD ? "required" : "invalid",
  });

/**
 * Reads the form as it streams: `kind` from the query or from a field sent before the file, the
 * file straight into storage. A file stored before a later failure is removed again.
 */
const receiveUpload = async (
  request: FastifyRequest,
  storage: FileStorage,
  queryKind: UploadKind | undefined,
): Promise<StoredUpload & { kind: UploadKind }> => {
  if (!request.isMultipart()) throw new HttpProblem(415, "errors:unsupportedMediaType");
  let kind = queryKind;
  let stored: (StoredUpload & { kind: UploadKind }) | undefined;
  try {
    for await (const part of request.parts({ limits: UPLOAD_FORM_LIMITS })) {
      if (part.type === "field") {
        if (part.fieldname === "kind" && !kind) {
          const parsed = kindSchema.safeParse(part.value);
          if (!parsed.success) throw invalid("kind");
          kind = parsed.data;
        }
      } else if (part.fieldname === FILE_FIELD && !stored && kind) {
        const file = await storeUpload(part.file, storage, { kind, field: FILE_FIELD });
        if (file) stored = { ...file, kind };
      } else if (part.fieldname === FILE_FIELD && !kind) {
        part.file.resume();
        throw invalid("kind");
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (stored) await storage.remove(stored.name);
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      const problemKind = kind ?? "video";
      throw new HttpProblem(413, `validation:${problemKind}TooLarge`, undefined, {
        [FILE_FIELD]: `${problemKind}TooLarge`,
      });
    }
    throw error;
  }
  if (!stored) throw invalid(kind ? FILE_FIELD : "kind");
  return stored;
};

/** Uploads for records (images, videos) and serving every stored file. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: only the sign-up and this plugin accept multipart bodies.
  await app.register(fastifyMultipart);

  app.post(
    UPLOADS_PATH,
    {
      config: { userTypes: BACK_OFFICE_USER_TYPES },
      schema: {
        tags: ["uploads"],
        summary: "Upload an image or a video for a record",
        description:
          "Multipart form with `file`, and `kind` (image | video) in the query or as a field before the file: one of the two is required (400 naming `kind` when neither has it). The type is read from the content, not the name: images jpg/png under 5 MB, videos mp4/m4v/3gp under 30 MB (415 wrong type, 413 too large; nothing is kept). Records then refer to the answered `name`.",
        consumes: ["multipart/form-data"],
        querystring: uploadQuery,
        body: z.object({
          kind: kindSchema.optional().meta({ description: `The file's kind. ${KIND_EITHER_OR}` }),
          [FILE_FIELD]: binary.meta({ description: "The image or video" }),
        }),
        response: { 201: successEnvelope(uploaded), 413: errorBody, 415: errorBody },
      },
      // The form is streamed, so Fastify has no body to check; the handler reads `kind` itself.
      // The schemas are there for the OpenAPI document.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      const query = uploadQuery.safeParse(request.query);
      if (!query.success) throw invalid("kind");
      const file = await receiveUpload(request, app.storage, query.data.kind);
      reply.status(201);
      return {
        message: request.t("catalogue:uploads.stored"),
        data: {
          name: file.name,
          kind: file.kind,
          contentType: file.type,
          size: file.size,
          url: uploadUrl(file.name),
        },
      };
    },
  );

  app.get(
    `${UPLOADS_PATH}/:file`,
    {
      config: { public: true },
      schema: {
        tags: ["uploads"],
        summary: "An uploaded file: a profile picture, a product image or video",
        params: z.object({ file: z.string() }),
        response: {
          200: {
            description: "The file, with its content type",
            content: Object.fromEntries(
              [...new Set(Object.values(CONTENT_TYPES))].map((type) => [type, { schema: binary }]),
            ),
          },
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const contentType = CONTENT_TYPES[file.split(".").pop() ?? ""];
      const content = contentType ? await app.storage.get(file) : undefined;
      if (!contentType || !content) throw new HttpProblem(404, "errors:notFound");
      // A stored name never changes content, so browsers may keep it for good. The typed reply
      // models JSON bodies only; this one is a file stream.
      return (reply as FastifyReply)
        .header("content-type", contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(content);
    },
  );
};
