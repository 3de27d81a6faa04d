import { useTranslate } from "@refinedev/core";
import { Checkbox, Form, type FormInstance } from "antd";
import { useEffect, useMemo, useState } from "react";
import { countryOptions, useFormat } from "../../format";
import { DeclaredFields, type DeclaredForm } from "../../forms";
import { shopFields } from "./fields";

type Props = {
  form: FormInstance;
  resourceForm: DeclaredForm;
  /** Whether the invoice address starts as a copy of the shipping one (an edited shop's). */
  sameAtStart: boolean;
};

/**
 * Where the shop ships from and where it is invoiced. Most shops invoice at their shipping
 * address: "Same as the shipping address" keeps the invoice address a copy of it while ticked.
 */
export function AddressFields({ form, resourceForm, sameAtStart }: Props) {
  const t = useTranslate();
  const { language } = useFormat();
  const countries = useMemo(() => countryOptions(language), [language]);
  const [same, setSame] = useState(sameAtStart);
  const shipping: string | null | undefined = Form.useWatch("shippingAddress", form);
  useEffect(() => setSame(sameAtStart), [sameAtStart]);
  useEffect(() => {
    if (same) form.setFieldValue("invoiceAddress", shipping ?? null);
  }, [same, shipping, form]);

  return (
    <DeclaredFields
      resourceForm={resourceForm}
      sections={shopFields.addresses}
      overrides={{
        invoiceAddress: {
          control: { disabled: same },
          extra: (
            <Checkbox checked={same} onChange={(event) => setSame(event.target.checked)}>
              {t("shops.help.sameAsShipping")}
            </Checkbox>
          ),
        },
        country: { control: { showSearch: true, optionFilterProp: "label", options: countries } },
      }}
    />
  );
}
