import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "../../../domain/uploads.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { fileBlob, pngImage } from "../images.ts";
import { signInAll, type Tokens } from "./context.ts";

/** An ISO base media file header with the given major brand: what MP4, M4V and 3GP start with. */
const isoMedia = (brand: string, size = 2048) => {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write("ftyp", 4, "latin1");
  bytes.write(brand, 8, "latin1");
  bytes.write("isommp41", 16, "latin1");
  return bytes;
};

describeServer("uploads", () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
  });
  afterAll(() => server?.close());

  const uploadsDir = () => join(server.config.dataDir, "uploads");
  const stored = () => {
    try {
      return readdirSync(uploadsDir());
    } catch {
      return [];
    }
  };

  const upload = (bytes: Buffer, fileName: string, kind?: string, language = "en") => {
    const form = new FormData();
    if (kind) form.append("kind", kind);
    form.append("file", fileBlob(bytes, "application/octet-stream"), fileName);
    return server.api("/uploads", { method: "POST", body: form, token: tokens.admin, language });
  };

  it("stores a png sniffed by content and serves it back", async () => {
    const response = await upload(pngImage(8), "photo.jpg", "image");
    expect(response.status).toBe(201);
    const { message, data } = await response.json();
    expect(message).toBe("File uploaded");
    expect(data).toMatchObject({
      kind: "image",
      contentType: "image/png",
      size: expect.any(Number),
    });
    expect(data.name).toMatch(/\.png$/);
    const served = await fetch(`${server.url}${data.url}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pngImage(8));
  });

  it("accepts the kind in the query too", async () => {
    const form = new FormData();
    form.append("file", fileBlob(isoMedia("3gp4"), "video/3gpp"), "clip.3gp");
    const response = await server.api("/uploads?kind=video", {
      method: "POST",
      body: form,
      token: tokens.sellerLinked,
    });
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({ contentType: "video/3gpp" });
  });

  it("sniffs mp4 and m4v videos by their ftyp box", async () => {
    for (const [brand, type] of [
      ["isom", "video/mp4"],
      ["mp42", "video/mp4"],
      ["M4V ", "video/x-m4v"],
    ] as const) {
      const response = await upload(isoMedia(brand), "clip.bin", "video");
      expect(response.status, brand).toBe(201);
      expect((await response.json()).data.contentType).toBe(type);
    }
  });

  it("refuses a renamed non-image and a png sent as a video with 415, keeping nothing", async () => {
    const before = stored().length;
    const text = await upload(Buffer.from("just some text, not a picture"), "photo.png", "image");
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      code: "imageType",
      message: "Images must be jpg or png and under 5MB.",
      errors: { file: "Images must be jpg or png and under 5MB." },
    });
    const video = await upload(pngImage(4), "clip.mp4", "video", "it");
    expect(video.status).toBe(415);
    expect((await video.json()).errors.file).toMatch(/mp4, m4v o 3gp/);
    expect(stored().length).toBe(before);
  });

  it("refuses an image over 5 MB with 413 and keeps nothing, not even a partial file", async () => {
    const before = stored();
    const big = Buffer.concat([pngImage(2), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const response = await upload(big, "big.png", "image");
    expect(response.status).toBe(413);
    expect((await response.json()).errors).toEqual({
      file: "Images must be jpg or png and under 5MB.",
    });
    expect(stored()).toEqual(before);
  });

  it("answers 400 without a kind or without a file", async () => {
    const noKind = await upload(pngImage(2), "a.png");
    expect(noKind.status).toBe(400);
    expect((await noKind.json()).errors).toHaveProperty("kind");
    const form = new FormData();
    form.append("kind", "image");
    const noFile = await server.api("/uploads", {
      method: "POST",
      body: form,
      token: tokens.admin,
    });
    expect(noFile.status).toBe(400);
  });
});
