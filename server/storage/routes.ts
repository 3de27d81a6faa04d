import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../domain/api.schema.ts";
import { API_BASE_PATH } from "../../domain/api.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { CONTENT_TYPES } from "./images.ts";

export const UPLOADS_PATH = "/uploads";

/** The URL path an uploaded file is served at, as the API answers it (e.g. profilePicture). */
export const uploadUrl = (name: string) => `${API_BASE_PATH}${UPLOADS_PATH}/${name}`;

const image = z.string().meta({ format: "binary" });

/** Serves uploaded images publicly: names are random uuids, so knowing one is the permission. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${UPLOADS_PATH}/:file`,
    {
      config: { public: true },
      schema: {
        tags: ["uploads"],
        summary: "An uploaded image, e.g. a profile picture",
        params: z.object({ file: z.string() }),
        response: {
          200: {
            description: "The image, with its content type",
            content: { "image/png": { schema: image }, "image/jpeg": { schema: image } },
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
