import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionalText, requiredText } from "../../../domain/fields.schema";
import { shopCreateInput } from "../../../domain/shops.schema";
import { zodMaxLength } from "../../../src/forms/zodRules";

describe("zodMaxLength", () => {
  const maxLength = zodMaxLength(shopCreateInput);

  it("reads a text's maximum from the shared schema, required or optional", () => {
    expect(maxLength("name")).toBe(120);
    expect(maxLength("companyName")).toBe(200);
    expect(maxLength("shippingAddress")).toBe(300);
  });

  it("follows a nested field's path and reads an email's maximum", () => {
    expect(maxLength(["owner", "firstName"])).toBe(80);
    expect(maxLength(["owner", "email"])).toBe(254);
    expect(maxLength("pec")).toBe(254);
  });

  it("gives no cap to a field that is no text with a maximum, or is not there", () => {
    const schema = z.object({
      count: z.number(),
      free: z.string(),
      note: optionalText(10).default(null),
      title: requiredText("required", 5),
    });
    const of = zodMaxLength(schema);
    expect(of("count")).toBeUndefined();
    expect(of("free")).toBeUndefined();
    expect(of("missing")).toBeUndefined();
    expect(of(["title", "deeper"])).toBeUndefined();
    expect(of("note")).toBe(10);
    expect(of("title")).toBe(5);
  });
});
