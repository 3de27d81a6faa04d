import { useShow, useTranslate } from "@refinedev/core";
import { useParams } from "react-router";
import type { Category } from "../../../domain/categories.schema";
import { useFormat } from "../../format";
import { RecordDetails, ShowPage } from "../../forms";
import { CategoryPicture } from "./CategoryPicture";

/** /categories/view/:id: a category in both languages, its pictures and where it sits. */
export default function CategoryShow() {
  const t = useTranslate();
  const format = useFormat();
  const { id = "" } = useParams();
  const { query, result: category } = useShow<Category>({ resource: "categories", id });

  return (
    <ShowPage
      resource="categories"
      id={id}
      query={query}
      heading={category && format.name(category)}
    >
      {category && (
        <RecordDetails column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} size="small">
          <RecordDetails.Item label={t("categories.fields.nameEn")}>
            {category.nameEn}
          </RecordDetails.Item>
          <RecordDetails.Item label={t("categories.fields.nameIt")}>
            {category.nameIt}
          </RecordDetails.Item>
          <RecordDetails.Item label={t("categories.fields.parent")}>
            {category.parent ? format.name(category.parent) : t("categories.topLevel")}
          </RecordDetails.Item>
          <RecordDetails.Item label={t("categories.fields.productCount")}>
            {category.productCount}
          </RecordDetails.Item>
          <RecordDetails.Item label={t("categories.fields.icon")}>
            <CategoryPicture name={category.icon} alt={t("categories.fields.icon")} size={64} />
          </RecordDetails.Item>
          <RecordDetails.Item label={t("categories.fields.image")}>
            <CategoryPicture name={category.image} alt={format.name(category)} size={160} />
          </RecordDetails.Item>
          <RecordDetails.Item label={t("categories.fields.createdAt")}>
            {format.dateTime(category.createdAt)}
          </RecordDetails.Item>
          <RecordDetails.Item label={t("categories.fields.updatedAt")}>
            {format.dateTime(category.updatedAt)}
          </RecordDetails.Item>
        </RecordDetails>
      )}
    </ShowPage>
  );
}
