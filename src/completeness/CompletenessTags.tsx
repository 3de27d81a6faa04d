import { useTranslate } from "@refinedev/core";
import { Flex, Tag } from "antd";
import { type Completeness, MISSING_LANGUAGES } from "../../domain/completeness";

/** What a record still misses, as tags; "complete" when both languages are there. */
export function CompletenessTags({ record }: { record: Completeness }) {
  const t = useTranslate();
  const missing = MISSING_LANGUAGES.filter((language) => record[language]);
  if (missing.length === 0) return <Tag color="success">{t("completeness.complete")}</Tag>;
  return (
    <Flex gap={4} wrap>
      {missing.map((language) => (
        <Tag key={language} color="warning">
          {t(`completeness.${language}`)}
        </Tag>
      ))}
    </Flex>
  );
}
