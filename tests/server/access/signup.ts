import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { PROFILE_PICTURE_MAX_BYTES } from "../../../domain/auth.ts";
import { post } from "../accounts.ts";
import type { TestServer } from "../harness.ts";
import { fileBlob, pngImage } from "../images.ts";
import { lastMailTo, linkIn, mailsTo } from "../mailbox.ts";
import type { AccessContext } from "./context.ts";

const PASSWORD = "Shop#Owner-2026";
let counter = 0;
const newEmail = () => `shop-${Date.now()}-${counter++}@example.com`;

/** Shops sign up as sellers and prove their email address. */
export const signupTests = (context: AccessContext) => {
  let server: TestServer;
  beforeAll(() => {
    server = context.server;
  });

  const uploads = () => {
    const directory = join(server.config.dataDir, "uploads");
    return existsSync(directory) ? readdirSync(directory) : [];
  };
  const form = (
    fields: Record<string, string>,
    picture?: { bytes: Buffer; name: string; type: string },
  ) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (picture) {
      body.append("profilePicture", fileBlob(picture.bytes, picture.type), picture.name);
    }
    return body;
  };
  const shop = (email = newEmail()) => ({
    firstName: "Giorgia",
    lastName: "Valli",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const signUp = (body: FormData, language = "en") =>
    server.api("/user/signup", { method: "POST", body, language });
  const login = (email: string, password = PASSWORD) =>
    post(server, "/user/login", { email, password }, { language: "en" });
  const verify = (link: URL) =>
    post(server, "/user/verify-email", Object.fromEntries(link.searchParams), { language: "en" });

  it("creates an unverified seller with a picture, who signs in once the link is used", async () => {
    const email = newEmail();
    const image = pngImage(4);
    const created = await signUp(
      form(shop(email), { bytes: image, name: "me.png", type: "image/png" }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      message: "Account created: check your inbox to verify the address.",
      data: { email },
    });

    const refused = await login(email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "emailNotVerified",
      message: "Verify your email address first: we sent you a link.",
    });

    const mail = lastMailTo(server.config.dataDir, email);
    expect(mail.subject).toBe("Verify your email address");
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.config.publicUrl}/account/verify`);
    expect(link.searchParams.get("email")).toBe(email);
    const verified = await verify(link);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      message: "Your email address is verified. You can sign in now.",
      data: null,
    });
    const again = await verify(link);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: "verifyLinkInvalid",
      message: "This verification link is not valid or has expired. Ask for a new one.",
    });

    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    const { user } = (await signedIn.json()).data;
    expect(user).toMatchObject({
      email,
      userType: 5,
      isPasswordChanged: true,
      stripeAccountId: null,
      emailVerified: true,
    });
    expect(user.profilePicture).toMatch(/^\/admin\/api\/uploads\/[0-9a-f-]{36}\.png$/);

    const picture = await fetch(`${server.url}${user.profilePicture}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(image);
  });

  it("signs up without a picture, in Italian by default", async () => {
    const response = await signUp(form(shop()), "it");
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe(
      "Account creato: controlla la tua casella di posta per verificare l'indirizzo.",
    );
    expect(lastMailTo(server.config.dataDir, body.data.email).subject).toBe(
      "Verifica il tuo indirizzo email",
    );
  });

  it("reads the type from the bytes: a JPEG named .png is stored and served as a JPEG", async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const email = newEmail();
    const response = await signUp(
      form(shop(email), { bytes: jpeg, name: "photo.png", type: "image/png" }),
    );
    expect(response.status).toBe(201);
    const stored = uploads().find((name) => name.endsWith(".jpg"));
    expect(stored).toBeDefined();
    const served = await fetch(`${server.url}/admin/api/uploads/${stored}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  it("refuses a text file named .png with 415 and keeps nothing", async () => {
    const before = uploads();
    const email = newEmail();
    const response = await signUp(
      form(shop(email), {
        bytes: Buffer.from("just some text, honestly"),
        name: "me.png",
        type: "image/png",
      }),
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      code: "imageType",
      message: "Images must be jpg or png and under 5MB.",
      errors: { profilePicture: "Images must be jpg or png and under 5MB." },
    });
    expect(uploads()).toEqual(before);
    expect((await login(email)).status).toBe(401);
  });

  it("refuses a picture over 5 MB with 413 and leaves no file behind", async () => {
    const before = uploads();
    const email = newEmail();
    const huge = Buffer.concat([pngImage(), Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)]);
    const response = await signUp(
      form(shop(email), { bytes: huge, name: "big.png", type: "image/png" }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: "imageTooLarge",
      message: "Images must be jpg or png and under 5MB.",
      errors: { profilePicture: "Images must be jpg or png and under 5MB." },
    });
    expect(uploads()).toEqual(before);
    expect((await login(email)).status).toBe(401);
  });

  it("accepts a picture of a few megabytes: the limit is 5 MB, not the 1 MB body limit", async () => {
    const large = Buffer.concat([pngImage(), Buffer.alloc(3 * 1024 * 1024)]);
    const response = await signUp(
      form(shop(), { bytes: large, name: "large.png", type: "image/png" }),
    );
    expect(response.status).toBe(201);
  });

  it("answers 409 for an email that already has an account", async () => {
    const response = await signUp(form(shop("seller@example.com")));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: "emailTaken",
      message: "An account with this email already exists",
      errors: { email: "This email is already registered" },
    });
  });

  it("validates the fields with the shared messages, and needs a multipart form", async () => {
    const { firstName: _left, ...withoutName } = shop();
    const missing = await signUp(form({ ...withoutName, confirmPassword: "Other#2026" }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: "validationFailed",
      message: "Some fields are not valid",
      errors: { firstName: "First Name is required" },
    });
    const mismatch = await signUp(form({ ...shop(), confirmPassword: "Other#2026" }));
    expect((await mismatch.json()).errors).toEqual({
      confirmPassword: "Password and confirm password are not same.",
    });
    const json = await post(server, "/user/signup", shop(), { language: "en" });
    expect(json.status).toBe(415);
  });

  it("mails a fresh link on request, replacing the earlier one", async () => {
    const email = newEmail();
    await signUp(form(shop(email)));
    const first = linkIn(lastMailTo(server.config.dataDir, email));
    const resent = await post(server, "/user/verify-email/resend", { email }, { language: "en" });
    expect(resent.status).toBe(200);
    expect(mailsTo(server.config.dataDir, email)).toHaveLength(2);
    const second = linkIn(lastMailTo(server.config.dataDir, email));
    expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
    // Verified now: asking again mails nothing, and answers the same.
    const after = await post(server, "/user/verify-email/resend", { email }, { language: "en" });
    expect(after.status).toBe(200);
    expect(mailsTo(server.config.dataDir, email)).toHaveLength(2);
  });

  it("refuses an expired verification link", async () => {
    const email = newEmail();
    await signUp(form(shop(email)));
    const link = linkIn(lastMailTo(server.config.dataDir, email));
    context.later(8 * 24 * 60 * 60);
    expect((await verify(link)).status).toBe(400);
  });

  it("serves only stored uploads: no traversal, no guessing", async () => {
    for (const file of [
      "..%2F..%2Fjwt-secret",
      "..%2Fmail",
      "00000000-0000-4000-8000-000000000000.png",
      "x.txt",
    ]) {
      const response = await fetch(`${server.url}/admin/api/uploads/${file}`);
      expect(response.status, file).toBe(404);
    }
  });
};
