import { useTranslate } from "@refinedev/core";
import { type Completeness, MISSING_LANGUAGES } from "../../domain/completeness";
import type { ListColumn } from "../lists";
import { CompletenessTags } from "./CompletenessTags";

/**
 * The column every bilingual list shows: what the record misses, filtered by the API's
 * `completeness=missingIt|missingEn` (the dashboard card links to it).
 */
export function useCompletenessColumn<T extends Completeness>(): ListColumn<T> {
  const t = useTranslate();
  return {
    key: "completeness",
    title: t("completeness.column"),
    filter: {
      kind: "select",
      field: "completeness",
      options: MISSING_LANGUAGES.map((language) => ({
        value: language,
        label: t(`completeness.${language}`),
      })),
    },
    render: (record) => <CompletenessTags record={record} />,
  };
}
