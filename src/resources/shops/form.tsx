import { useTranslate } from "@refinedev/core";
import { Col, Form, Input, Row, Typography } from "antd";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import {
  DEFAULT_COUNTRY,
  type Shop,
  shopCreateInput,
  shopUpdateInput,
} from "../../../domain/shops.schema";
import { FormPage, useResourceForm } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { AddressFields } from "./AddressFields";
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

type DetailField = "name" | "phone" | "companyName" | "vatNumber" | "fiscalCode" | "sdi" | "pec";

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
  const { form, rules, maxLength, query, action } = resourceForm;
  const shop = query?.data?.data;
  useRecordTitle(shop?.name);
  const text = (field: DetailField, required = false) => (
    <Form.Item
      name={field}
      label={t(`shops.fields.${field}`)}
      rules={rules(field)}
      required={required}
    >
      <Input maxLength={maxLength(field)} type={field === "pec" ? "email" : "text"} />
    </Form.Item>
  );

  return (
    <FormPage resourceForm={resourceForm}>
      <Section title={t("shops.sections.shop")}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text("name", true)}
          </Col>
          <Col xs={24} md={12}>
            {text("phone")}
          </Col>
        </Row>
      </Section>
      <Section title={t("shops.sections.owner")}>
        {action === "create" ? (
          <NewOwnerFields fields={resourceForm} />
        ) : (
          shop && <OwnerSummary owner={shop.owner} />
        )}
      </Section>
      <Section title={t("shops.sections.company")}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text("companyName")}
          </Col>
          <Col xs={24} md={12}>
            {text("vatNumber")}
          </Col>
          <Col xs={24} md={8}>
            {text("fiscalCode")}
          </Col>
          <Col xs={24} md={8}>
            {text("sdi")}
          </Col>
          <Col xs={24} md={8}>
            {text("pec")}
          </Col>
        </Row>
      </Section>
      <Section title={t("shops.sections.addresses")}>
        <AddressFields
          form={form}
          fields={resourceForm}
          sameAtStart={
            Boolean(shop?.invoiceAddress) && shop?.invoiceAddress === shop?.shippingAddress
          }
        />
      </Section>
    </FormPage>
  );
}
