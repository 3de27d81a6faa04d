import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import type { Category } from "../../../domain/categories.schema";
import { useCompletenessColumn } from "../../completeness";
import { useFormat } from "../../format";
import {
  type ListColumn,
  pickerFilter,
  ResourceList,
  useChosenFilter,
  useCommonColumns,
} from "../../lists";
import { Picture } from "../../uploads";
import { categoryEndpoints } from "./api";
import { useCategoryOptions } from "./useCategoryOptions";

/** /categories/index: categories and subcategories; the Parent filter narrows to one level. */
export default function CategoryList() {
  const t = useTranslate();
  const format = useFormat();
  const parents = useCategoryOptions("none", useChosenFilter("parentId"));
  const lang = format.language === "it" ? "It" : "En";

  const common = useCommonColumns("categories");
  const completeness = useCompletenessColumn<Category>();
  const columns: ListColumn<Category>[] = [
    {
      key: "name",
      title: t("categories.fields.name"),
      primary: true,
      sortField: `name${lang}`,
      render: (category) => (
        <Flex gap={8} align="center">
          <Picture name={category.icon} alt="" size={28} preview={false} />
          {format.name(category)}
        </Flex>
      ),
    },
    completeness,
    {
      key: "parent",
      title: t("categories.fields.parent"),
      filter: pickerFilter("parentId", parents, [
        { value: "none", label: t("categories.topLevel") },
      ]),
      render: (category) => (category.parent ? format.name(category.parent) : "—"),
    },
    {
      key: "image",
      title: t("categories.fields.image"),
      render: (category) => <Picture name={category.image} alt={format.name(category)} />,
    },
    common.productCount<Category>(),
    common.createdAt<Category>(),
  ];

  return (
    <ResourceList<Category>
      resource="categories"
      columns={columns}
      rowName={(category) => format.name(category)}
      exportPath={categoryEndpoints.list}
    />
  );
}
