import { useTranslate } from "@refinedev/core";
import { AUDITED_RESOURCES, type AuditedResource } from "../../../domain/logs";
import { type Bilingual, inLanguage, useFormat } from "../../format";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isBilingual = (value: object): value is Bilingual => "nameEn" in value && "nameIt" in value;

/**
 * How a logged field reads: its label from the record's screen (`<screen>.fields.<field>`, or
 * without `Id`/`Cents`; else `logs.recordFields`; else the field's own name) and its value as
 * the screens show it: amounts in euros, instants in the UI's format, references by name,
 * yes/no; other objects as JSON. Empty values are `undefined`, for the caller to say so.
 */
export function useReadable(resource: string) {
  const t = useTranslate();
  const format = useFormat();
  const screen =
    resource in AUDITED_RESOURCES ? AUDITED_RESOURCES[resource as AuditedResource] : null;

  const label = (field: string) => {
    const stem = field.replace(/(Id|Cents)$/, "");
    const own = screen
      ? t(`${screen}.fields.${field}`, "") || t(`${screen}.fields.${stem}`, "")
      : "";
    // Fields every record has (version, dates) may be unnamed on its screen.
    return own || t(`logs.recordFields.${field}`, "") || field;
  };

  /** `entry`: the record's other values on the same side (a refusal's message reads them). */
  const value = (
    field: string,
    raw: unknown,
    entry: Record<string, unknown> = {},
  ): string | undefined => {
    if (raw === null || raw === undefined || raw === "") return undefined;
    if (Array.isArray(raw)) {
      const items = raw.map((item) => value(field, item, entry)).filter(Boolean);
      return items.length ? items.join(", ") : undefined;
    }
    if (typeof raw === "number") return field.endsWith("Cents") ? format.money(raw) : String(raw);
    if (typeof raw === "boolean") return t(raw ? "lists.yes" : "lists.no");
    // A refusal's reason is an error message key (`errors:invalidCredentials`): its words.
    if (typeof raw === "string" && field === "reason") {
      return t(raw.replace(":", "."), entry, raw);
    }
    // How someone signed in or changed their password (server/audit/accountEvents.ts callers).
    if (typeof raw === "string" && resource === "user" && (field === "method" || field === "via")) {
      return t(`logs.accountWays.${raw}`, raw);
    }
    if (typeof raw === "string") return ISO_INSTANT.test(raw) ? format.dateTime(raw) : raw;
    if (typeof raw === "object") {
      if (isBilingual(raw)) return inLanguage(raw, "name", format.language);
      if ("fullName" in raw) return String(raw.fullName);
      if ("name" in raw) return String(raw.name);
    }
    return JSON.stringify(raw);
  };

  return { label, value };
}
