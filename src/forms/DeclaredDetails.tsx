import { useNavigation, useTranslate } from "@refinedev/core";
import { type DescriptionsProps, Typography } from "antd";
import { type ComponentType, createElement, type ReactNode } from "react";
import { Link } from "react-router";
import { type Bilingual, useFormat } from "../format";
import { Picture } from "../uploads";
import { labelKeyOf } from "./DeclaredFields";
import type { FieldDeclaration } from "./fieldKinds";
import { RecordDetails } from "./RecordDetails";

type Shown = {
  /** The record's property; a dotted path reads a nested one (`owner.lastLoginAt`). */
  name: string;
  /** Its label, `<resource>.fields.<label>`, by the forms' convention (labelKeyOf). */
  label?: string;
  /** The text of a missing value, `<resource>.<empty>`; default a dash. */
  empty?: string;
  /** The whole row to itself. */
  wide?: boolean;
};

/** A fact a record's page shows that its form does not take (a count, a date it was stamped). */
export type DetailDeclaration = Shown &
  (
    | { kind: "text" }
    | { kind: "number" }
    | { kind: "money" }
    | { kind: "day" }
    | { kind: "instant" }
    | { kind: "country" }
    /** A value named by `<resource>.<valueLabels>.<value>`. */
    | { kind: "choice"; valueLabels: string }
    | {
        kind: "reference";
        /** The referenced record links to its page in this resource. */
        resource?: string;
        /** Both names, `English / Italiano`, instead of the one in the UI language. */
        languages?: "both";
        /** The text of no reference, `<resource>.<placeholder>` (as the form's select says it). */
        placeholder?: string;
      }
    | {
        kind: "media";
        /** The thumbnail's side in pixels. */
        size?: number;
        /** The picture's text alternative: the record's name rather than the label. */
        alt?: "name";
      }
    | {
        kind: "status";
        /** The resource's existing tag (the one its list shows) and the prop it takes the value in. */
        tag: ComponentType<never>;
        prop: string;
      }
  );

/** What a record page shows: fields its form declares (fields.ts) and facts only the page has. */
export type ShownField = FieldDeclaration | DetailDeclaration;

/** What the page adds to a shown field, from its state: only business rules belong here. */
export type DetailOverride<T> = {
  /** Not drawn (a seller sees no seller; a user without a shop). */
  hidden?: boolean;
  /** The value as the business draws it (a count beside its link, a code with its expiry). */
  render?: (record: T) => ReactNode;
};

type Items = NonNullable<DescriptionsProps["items"]>;

type Props<T> = {
  resource: string;
  record: T;
  fields: readonly ShownField[];
  /** By field name (a bilingual pair's stem). */
  overrides?: Readonly<Record<string, DetailOverride<T>>>;
  column?: DescriptionsProps["column"];
  title?: ReactNode;
};

const valueAt = (record: object, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);

const missing = (value: unknown) => value === null || value === undefined || value === "";

type Referenced = { _id: string; fullName?: string; name?: string; nameEn?: string };

/**
 * A record's shown fields as RecordDetails items, each labelled as its form labels it and drawn
 * by its kind: money and dates through useFormat, a bilingual pair one row per language (a
 * text of several lines keeps its line breaks), a reference by its name linked to its page, a
 * picture as a thumbnail, a status as its resource's tag.
 */
function useDetailItems<T extends object>(
  resource: string,
  record: T,
  fields: readonly ShownField[],
  overrides: Readonly<Record<string, DetailOverride<T>>> = {},
): Items {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();

  const paragraph = (text: unknown) => (
    <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }}>
      {String(text)}
    </Typography.Paragraph>
  );

  const reference = (field: Extract<ShownField, { kind: "reference" }>, value: unknown) => {
    const target = valueAt(record, field.name.replace(/Id$/, "")) as Referenced | null;
    const placeholder = field.placeholder ?? ("empty" in field ? field.empty : undefined);
    if (!target) return placeholder ? t(`${resource}.${placeholder}`) : "—";
    const both = "languages" in field && field.languages === "both";
    const bilingual = target as unknown as Bilingual;
    const name =
      target.fullName ??
      target.name ??
      (both ? `${bilingual.nameEn} / ${bilingual.nameIt}` : format.name(bilingual));
    const url = "resource" in field && field.resource && showUrl(field.resource, target._id);
    return url ? <Link to={url}>{name}</Link> : (name ?? String(value));
  };

  const drawn = (field: Exclude<ShownField, { kind: "bilingual" }>, label: string): ReactNode => {
    const value = valueAt(record, field.name);
    if (field.kind === "reference") return reference(field, value);
    if (missing(value))
      return "empty" in field && field.empty ? t(`${resource}.${field.empty}`) : "—";
    switch (field.kind) {
      case "money":
        return format.money(value as number);
      case "day":
        return format.date(value as string);
      case "instant":
        return format.dateTime(value as string);
      case "country":
        return format.country(String(value));
      case "boolean":
        return t(value ? "lists.yes" : "lists.no");
      case "choice":
        return t(`${resource}.${field.valueLabels}.${value}`);
      case "media":
        return (
          <Picture
            name={String(value)}
            alt={"alt" in field && field.alt === "name" ? format.name(record as Bilingual) : label}
            size={"size" in field ? field.size : undefined}
          />
        );
      case "status":
        return createElement(field.tag as ComponentType<Record<string, unknown>>, {
          [field.prop]: value,
        });
      default:
        return value as ReactNode;
    }
  };

  return fields.flatMap((field): Items => {
    const override = overrides[field.name] ?? {};
    if (override.hidden) return [];
    const span = "wide" in field && field.wide ? "filled" : undefined;
    if (field.kind === "bilingual") {
      const stem = field.label ?? field.name;
      return (["En", "It"] as const).map((language) => {
        const value = valueAt(record, `${field.name}${language}`);
        return {
          key: `${field.name}${language}`,
          label: t(`${resource}.fields.${stem}${language}`),
          children: field.lines ? paragraph(value) : (value as ReactNode),
        };
      });
    }
    const label = t(labelKeyOf(resource, field));
    const children = override.render ? override.render(record) : drawn(field, label);
    return [{ key: field.name, label, children, span }];
  });
}

/**
 * A record's facts drawn from its declaration (issue 47): the fields its form declares where
 * the page shows the same, the page's own list (`productDetails`) where it shows more.
 */
export function DeclaredDetails<T extends object>({
  resource,
  record,
  fields,
  overrides,
  column = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 },
  title,
}: Props<T>) {
  const items = useDetailItems(resource, record, fields, overrides);
  return <RecordDetails column={column} size="small" items={items} title={title} />;
}
