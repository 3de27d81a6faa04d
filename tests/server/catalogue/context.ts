import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { DEMO, type TestServer } from "../harness.ts";
import { fileBlob, pngImage } from "../images.ts";

export type Tokens = Record<"admin" | "operator" | "seller" | "sellerLinked", string>;

/** One token per demo account. */
export const signInAll = async (server: TestServer): Promise<Tokens> => ({
  admin: await server.login(DEMO.admin.email, DEMO.admin.password),
  operator: await server.login(DEMO.operator.email, DEMO.operator.password),
  seller: await server.login(DEMO.seller.email, DEMO.seller.password),
  sellerLinked: await server.login(DEMO.sellerLinked.email, DEMO.sellerLinked.password),
});

type Init = { token?: string; language?: string };

export const send = (
  server: TestServer,
  method: string,
  path: string,
  body: unknown,
  init: Init = {},
) => server.api(path, { method, body: JSON.stringify(body), ...init });

/** A JSON answer with its status, for one-line assertions. */
export const call = async (
  server: TestServer,
  method: string,
  path: string,
  init: Init & { body?: unknown } = {},
) => {
  const { body, ...rest } = init;
  const response = await server.api(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...rest,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked by assertions
  return { status: response.status, body: (await response.json()) as any };
};

/** CSV rows (header first), byte-order mark removed; quoted fields per RFC 4180. */
export const csvRows = (text: string): string[][] => parse(text, { bom: true }) as string[][];

/** The first sheet's rows as arrays of cell values (header first). */
export const xlsxRows = async (bytes: ArrayBuffer): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** Uploads a small PNG as the given account and answers its stored name. */
export const uploadPng = async (server: TestServer, token: string): Promise<string> => {
  const form = new FormData();
  form.append("kind", "image");
  form.append("file", fileBlob(pngImage(4), "image/png"), "photo.png");
  const response = await server.api("/uploads", { method: "POST", body: form, token });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as { data: { name: string } }).data.name;
};

/** A top-level demo category ("Bags", "Watches"…) and one of its subcategories. */
export const categoryPair = async (server: TestServer, token: string, name = "Bags") => {
  const top = await call(server, "GET", "/categories?parentId=none&limit=100", { token });
  const category = top.body.data.items.find((item: { nameEn: string }) => item.nameEn === name);
  const subs = await call(server, "GET", `/categories?parentId=${category._id}`, { token });
  return {
    categoryId: category._id as string,
    subcategoryId: subs.body.data.items[0]._id as string,
  };
};

/** Italian validation messages, to check the server answers the real translation. */
export const italian = JSON.parse(
  readFileSync(new URL("../../../locales/it/validation.json", import.meta.url), "utf8"),
) as Record<string, string>;
