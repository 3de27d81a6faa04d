import { useShow, useTranslate } from "@refinedev/core";
import { Empty, Flex, Tag, Typography } from "antd";
import { useParams } from "react-router";
import type { Product } from "../../../domain/products.schema";
import { useFormat } from "../../format";
import { RecordDetails, ShowPage, useIsStaff } from "../../forms";
import { PictureGallery, uploadUrl } from "../../uploads";
import { StockTimeline } from "./StockTimeline";

/** /products/view/:id: the gallery, the playable video and every field in both languages. */
export default function ProductShow() {
  const t = useTranslate();
  const format = useFormat();
  const staff = useIsStaff();
  const { id = "" } = useParams();
  const { query, result: product } = useShow<Product>({ resource: "products", id });

  return (
    <ShowPage
      resource="products"
      id={id}
      query={query}
      heading={product && `P-${product.number} · ${format.name(product)}`}
    >
      {product && (
        <Flex vertical gap={24}>
          <PictureGallery
            label={t("products.fields.images")}
            images={product.images}
            name={format.name(product)}
          />
          <RecordDetails column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} size="small">
            <RecordDetails.Item label={t("products.fields.nameEn")}>
              {product.nameEn}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.nameIt")}>
              {product.nameIt}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.descriptionEn")}>
              <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }}>
                {product.descriptionEn}
              </Typography.Paragraph>
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.descriptionIt")}>
              <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }}>
                {product.descriptionIt}
              </Typography.Paragraph>
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.category")}>
              {`${product.category.nameEn} / ${product.category.nameIt}`}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.subcategory")}>
              {`${product.subcategory.nameEn} / ${product.subcategory.nameIt}`}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.price")}>
              {format.money(product.priceCents)}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.available")}>
              {product.available}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.held")}>
              {product.held}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.quantity")}>
              {product.quantity}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.lowStockThreshold")}>
              {product.lowStockThreshold}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.materials")}>
              {product.materials ?? "—"}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.colour")}>
              {product.colour ?? "—"}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.size")}>
              {product.size ?? "—"}
            </RecordDetails.Item>
            {staff && (
              <RecordDetails.Item label={t("products.fields.seller")}>
                {product.seller?.fullName ?? t("products.platform")}
              </RecordDetails.Item>
            )}
            <RecordDetails.Item label={t("products.fields.properties")} span="filled">
              {product.properties.length === 0
                ? "—"
                : product.properties.map((property) => (
                    // A tag keeps to one line by default: a long pair would widen a phone's page.
                    <Tag key={property._id} style={{ whiteSpace: "normal", marginBlock: 2 }}>
                      {`${property.nameEn}: ${property.valueEn} / ${property.nameIt}: ${property.valueIt}`}
                    </Tag>
                  ))}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.createdAt")}>
              {format.dateTime(product.createdAt)}
            </RecordDetails.Item>
            <RecordDetails.Item label={t("products.fields.updatedAt")}>
              {format.dateTime(product.updatedAt)}
            </RecordDetails.Item>
          </RecordDetails>
          <section aria-label={t("products.stock.timeline")}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t("products.stock.timeline")}
            </Typography.Title>
            <StockTimeline productId={product._id} version={product.version} />
          </section>
          <section aria-label={t("products.fields.video")}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t("products.fields.video")}
            </Typography.Title>
            {product.video ? (
              // biome-ignore lint/a11y/useMediaCaption: a seller's product video has no caption track.
              <video
                src={uploadUrl(product.video)}
                controls
                preload="metadata"
                style={{ width: "100%", maxWidth: 640 }}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("products.noVideo")} />
            )}
          </section>
        </Flex>
      )}
    </ShowPage>
  );
}
