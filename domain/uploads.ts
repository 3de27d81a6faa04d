/** Upload limits (docs/formats.md) as plain values: the browser checks them before sending, the server again by content. */

export const IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png"] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const VIDEO_TYPES = ["video/mp4", "video/x-m4v", "video/3gpp"] as const;
export const VIDEO_EXTENSIONS = [".mp4", ".m4v", ".3gp"] as const;
export const VIDEO_MAX_BYTES = 30 * 1024 * 1024;

export const UPLOAD_KINDS = ["image", "video"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_LIMITS: Readonly<
  Record<UploadKind, { types: readonly string[]; extensions: readonly string[]; maxBytes: number }>
> = {
  image: { types: IMAGE_TYPES, extensions: IMAGE_EXTENSIONS, maxBytes: IMAGE_MAX_BYTES },
  video: { types: VIDEO_TYPES, extensions: VIDEO_EXTENSIONS, maxBytes: VIDEO_MAX_BYTES },
};

/** Names the server gives stored files (uuid.ext); records refer to uploads by these names. */
export const STORED_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/** Where a stored file is served, relative to the API base (GET, public: names are unguessable). */
export const uploadPath = (name: string) => `/uploads/${name}`;
