import { expect, it } from "vitest";
import { chooseEncoding } from "../../server/plugins/acceptEncoding.ts";

it("chooses brotli, then gzip, then the file as it is, by what the client accepts", () => {
  expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(chooseEncoding("gzip")).toBe("gzip");
  expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
  expect(chooseEncoding("*")).toBe("br");
  expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
  expect(chooseEncoding("identity")).toBeUndefined();
  expect(chooseEncoding("deflate")).toBeUndefined();
  expect(chooseEncoding(undefined)).toBeUndefined();
  expect(chooseEncoding("")).toBeUndefined();
});
