import { useTranslate } from "@refinedev/core";
import { Typography } from "antd";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import {
  DEFAULT_COUNTRY,
  type Shop,
  shopCreateInput,
  shopUpdateInput,
} from "../../../domain/shops.schema";
import { DeclaredFields, FormPage, useResourceForm } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { AddressFields } from "./AddressFields";
import { shopFields } from "./fields";
import { NewOwnerFields, OwnerSummary } from "./OwnerFields";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/**
 * /shopper/create and /shopper/edit/:id. A new shop comes with its seller account (name and
 * email of its owner); an existing shop's owner is shown, not edited, and never sent.
 */
export default function ShopForm() {
  const t = useTranslate();
  const { id } = useParams();
  const resourceForm = useResourceForm({
    resource: "shops",
    id,
    schema: id ? shopUpdateInput : shopCreateInput,
    messageValues: (shop: Shop) => ({ email: shop.owner.email }),
    savedMessage: (shop: Shop) =>
      shop.invitationSent === false ? "shops.notifications.createdInvitationNotSent" : undefined,
    createWith: { country: DEFAULT_COUNTRY },
  });
  const { form, query, action } = resourceForm;
  const shop = query?.data?.data;
  useRecordTitle(shop?.name);

  return (
    <FormPage resourceForm={resourceForm}>
      <Section title={t("shops.sections.shop")}>
        <DeclaredFields resourceForm={resourceForm} sections={shopFields.shop} />
      </Section>
      <Section title={t("shops.sections.owner")}>
        {action === "create" ? (
          <NewOwnerFields fields={resourceForm} />
        ) : (
          shop && <OwnerSummary owner={shop.owner} />
        )}
      </Section>
      <Section title={t("shops.sections.company")}>
        <DeclaredFields resourceForm={resourceForm} sections={shopFields.company} />
      </Section>
      <Section title={t("shops.sections.addresses")}>
        <AddressFields
          form={form}
          resourceForm={resourceForm}
          sameAtStart={
            Boolean(shop?.invoiceAddress) && shop?.invoiceAddress === shop?.shippingAddress
          }
        />
      </Section>
    </FormPage>
  );
}
