import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from "../../domain/auth";

/** Why a chosen picture cannot be sent (a validation key), or null when it can (docs/formats.md). */
export const profilePictureProblem = (file: File): "imageType" | "imageTooLarge" | null => {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return "imageType";
  return file.size > PROFILE_PICTURE_MAX_BYTES ? "imageTooLarge" : null;
};

/** What the file picker offers: the same types the check accepts. */
export const PROFILE_PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(",");
