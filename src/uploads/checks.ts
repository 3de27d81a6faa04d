import { UPLOAD_LIMITS, type UploadKind } from "../../domain/uploads";

/**
 * Why a chosen file cannot be sent (a validation key naming the limit), or null (docs/formats.md).
 * Browsers leave the type empty for some videos (.m4v, .3gp): then the extension decides; the
 * server checks the content again either way.
 */
export const uploadProblem = (file: File, kind: UploadKind): string | null => {
  const { types, extensions, maxBytes } = UPLOAD_LIMITS[kind];
  const extension = file.name.slice(file.name.lastIndexOf(".")).toLowerCase();
  const typeOk = file.type ? types.includes(file.type) : extensions.includes(extension);
  if (!typeOk) return kind === "image" ? "imageType" : "videoType";
  return file.size > maxBytes ? (kind === "image" ? "imageTooLarge" : "videoTooLarge") : null;
};

/** What the file picker offers: the accepted types and extensions. */
export const acceptOf = (kind: UploadKind): string =>
  [...UPLOAD_LIMITS[kind].types, ...UPLOAD_LIMITS[kind].extensions].join(",");
