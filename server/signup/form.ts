import type { FastifyRequest } from "fastify";
import { PROFILE_PICTURE_MAX_BYTES } from "../../domain/auth.ts";
import { HttpProblem } from "../plugins/errors.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { storeImage } from "../storage/uploads.ts";

export const PICTURE_FIELD = "profilePicture";

/** Bounds for the whole form, since multipart bypasses Fastify's body limit. */
export const SIGNUP_FORM_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 4 * 1024,
  fields: 10,
  files: 1,
  fileSize: PROFILE_PICTURE_MAX_BYTES,
  parts: 12,
};

export interface SignupForm {
  fields: Record<string, string>;
  /** Stored name of the profile picture, already in storage. */
  picture?: string;
}

/**
 * Reads the sign-up form as it streams in: text fields are kept, the picture goes straight to
 * storage (never whole in memory). If anything fails midway, a stored picture is removed again.
 */
export const readSignupForm = async (
  request: FastifyRequest,
  storage: FileStorage,
): Promise<SignupForm> => {
  if (!request.isMultipart()) throw new HttpProblem(415, "errors:unsupportedMediaType");
  const form: SignupForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: SIGNUP_FORM_LIMITS })) {
      if (part.type === "field") {
        if (typeof part.value === "string") form.fields[part.fieldname] ??= part.value;
      } else if (part.fieldname === PICTURE_FIELD && !form.picture) {
        form.picture = (await storeImage(part.file, storage, PICTURE_FIELD))?.name;
      } else {
        // Any other file is not ours to keep; reading it lets the rest of the form through.
        part.file.resume();
      }
    }
  } catch (error) {
    if (form.picture) await storage.remove(form.picture);
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpProblem(413, "validation:imageTooLarge", undefined, {
        [PICTURE_FIELD]: "imageTooLarge",
      });
    }
    throw error;
  }
  return form;
};
