import { useShow, useTranslate } from "@refinedev/core";
import { Empty, Flex, Tag, Typography } from "antd";
import { useParams } from "react-router";
import type { Product } from "../../../domain/products.schema";
import { useFormat } from "../../format";
import { DeclaredDetails, ShowPage, useIsStaff } from "../../forms";
import { PictureGallery, uploadUrl } from "../../uploads";
import { productDetails } from "./fields";
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
          <DeclaredDetails
            resource="products"
            record={product}
            fields={productDetails}
            overrides={{
              // A seller's products are their own: only staff see whose a product is.
              sellerId: { hidden: !staff },
              properties: {
                render: () =>
                  product.properties.length === 0
                    ? "—"
                    : product.properties.map((property) => (
                        // A tag keeps to one line by default: a long pair would widen a phone's page.
                        <Tag key={property._id} style={{ whiteSpace: "normal", marginBlock: 2 }}>
                          {`${property.nameEn}: ${property.valueEn} / ${property.nameIt}: ${property.valueIt}`}
                        </Tag>
                      )),
              },
            }}
          />
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
