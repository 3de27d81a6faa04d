import { useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import type { Product } from "../../../domain/products.schema";
import { STOCK_LEVELS } from "../../../domain/stock";
import { SelectionActions } from "../../changesets";
import { useCompletenessColumn } from "../../completeness";
import { useFormat } from "../../format";
import { useIsStaff, useSellerOptions } from "../../forms";
import { ImportButton } from "../../imports";
import { type ListColumn, pickerFilter, ResourceList, useChosenFilter } from "../../lists";
import { useCategoryOptions } from "../categories/useCategoryOptions";
import { productEndpoints } from "./api";
import { ProductThumbnail } from "./ProductThumbnail";

/** /products/list: staff see every product with its seller; a seller sees its own. */
export default function ProductList() {
  const t = useTranslate();
  const format = useFormat();
  const staff = useIsStaff();
  const sellers = useSellerOptions(staff, useChosenFilter("sellerId"));
  const categories = useCategoryOptions("none", useChosenFilter("categoryId"));
  const lang = format.language === "it" ? "It" : "En";

  const completeness = useCompletenessColumn<Product>();
  const columns: ListColumn<Product>[] = [
    {
      key: "number",
      title: t("products.fields.number"),
      sortField: "number",
      render: (product) => <Typography.Text type="secondary">P-{product.number}</Typography.Text>,
    },
    {
      key: "name",
      title: t("products.fields.name"),
      primary: true,
      sortField: `name${lang}`,
      render: (product) => (
        <Flex gap={8} align="center">
          <ProductThumbnail image={product.images[0]} />
          {format.name(product)}
        </Flex>
      ),
    },
    completeness,
    {
      key: "category",
      title: t("products.fields.category"),
      filter: pickerFilter("categoryId", categories),
      render: (product) => `${format.name(product.category)} › ${format.name(product.subcategory)}`,
    },
    {
      key: "priceCents",
      title: t("products.fields.price"),
      align: "right",
      sortField: "priceCents",
      filter: { kind: "numberRange", scale: 100 },
      render: (product) => format.money(product.priceCents),
    },
    {
      key: "available",
      title: t("products.fields.available"),
      align: "right",
      sortField: "available",
      filter: {
        kind: "select",
        field: "stock",
        options: STOCK_LEVELS.map((level) => ({
          value: level,
          label: t(`products.stock.${level}`),
        })),
      },
      render: (product) => (
        <Typography.Text type={product.available === 0 ? "danger" : undefined}>
          {product.available}
        </Typography.Text>
      ),
    },
    {
      key: "held",
      title: t("products.fields.held"),
      align: "right",
      sortField: "held",
      render: (product) => product.held,
    },
    {
      key: "quantity",
      title: t("products.fields.quantity"),
      align: "right",
      sortField: "quantity",
      filter: { kind: "numberRange" },
      render: (product) => product.quantity,
    },
    ...(staff
      ? [
          {
            key: "seller",
            title: t("products.fields.seller"),
            // `none`: the platform's own (no seller).
            filter: pickerFilter("sellerId", sellers, [
              { value: "none", label: t("products.platform") },
            ]),
            render: (product) => product.seller?.fullName ?? t("products.platform"),
          } satisfies ListColumn<Product>,
        ]
      : []),
    {
      key: "createdAt",
      title: t("products.fields.createdAt"),
      sortField: "createdAt",
      filter: { kind: "dateRange" },
      render: (product) => format.date(product.createdAt),
    },
  ];

  return (
    <ResourceList<Product>
      resource="products"
      columns={columns}
      rowName={(product) => format.name(product)}
      exportPath={productEndpoints.list}
      headerExtra={<ImportButton />}
      selectionActions={(selection) => (
        <SelectionActions resource="products" selection={selection} />
      )}
    />
  );
}
