import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import { app } from "./session.ts";

export type Json = Record<string, unknown>;

/** A real 1×1 PNG: the server reads the content, not the name. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * The API as a script calls it, signed in with `token`: the records a test starts from, or what
 * another person does meanwhile. A refusal throws with the server's answer.
 */
export const call = async (
  path: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Json> => {
  const isForm = init.body instanceof FormData;
  const response = await fetch(`${app.url}${API_BASE_PATH}${path}`, {
    method: init.method ?? "GET",
    headers: {
      [APP_KEY_HEADER]: DEFAULT_APP_KEY,
      authorization: `Bearer ${token}`,
      ...(init.body && !isForm ? { "content-type": "application/json" } : {}),
    },
    body: isForm ? (init.body as FormData) : init.body ? JSON.stringify(init.body) : undefined,
  });
  const body = (await response.json()) as { data: Json };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
};

/** A session token for one of the demo accounts (session.ts), as POST /user/login gives it. */
export const tokenOf = async (account: { email: string; password: string }) => {
  const response = await fetch(`${app.url}${API_BASE_PATH}/user/login`, {
    method: "POST",
    headers: { [APP_KEY_HEADER]: DEFAULT_APP_KEY, "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in as ${account.email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
};

/** Stores a one-pixel PNG as an uploaded image and gives back its stored name. */
export const uploadImage = async (token: string, fileName = "image.png") => {
  const form = new FormData();
  form.append("kind", "image");
  form.append("file", new Blob([PNG], { type: "image/png" }), fileName);
  return String((await call("/uploads", token, { method: "POST", body: form })).name);
};
