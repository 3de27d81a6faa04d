import { Select, type SelectProps } from "antd";

/**
 * antd's Select for a form field. A required Form.Item hands its control `aria-required`, which
 * Select writes on its outer `div` (no role there: axe aria-allowed-attr, critical). The field's
 * required mark and its validation message still say it; the attribute is left out.
 */
export function FormSelect({
  "aria-required": _required,
  ...props
}: SelectProps & { "aria-required"?: unknown }) {
  return <Select {...props} />;
}
