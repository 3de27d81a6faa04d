import { useTranslate } from "@refinedev/core";
import { Button, DatePicker, Flex, Input, InputNumber, Select } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { DATE_FORMAT } from "../format/dates";
import { useLanguage } from "../providers/i18n";
import type { FilterValue, RangeValue } from "./filters";
import type { ColumnFilter } from "./types";

type Props = {
  filter: ColumnFilter;
  /** The column's title, naming the inputs for screen readers. */
  label: string;
  value: FilterValue;
  onApply: (value: FilterValue) => void;
};

/** The body of a column's filter dropdown: one control suited to the column, then Reset / Apply. */
export function ColumnFilterControl({ filter, label, value, onApply }: Props) {
  const t = useTranslate();
  const [draft, setDraft] = useState<FilterValue>(value);

  return (
    <Flex vertical gap={8} style={{ padding: 8, minWidth: 240 }}>
      <FilterInput
        filter={filter}
        label={label}
        value={draft}
        onChange={setDraft}
        onEnter={() => onApply(draft)}
      />
      <Flex justify="space-between" gap={8}>
        <Button size="small" onClick={() => onApply(undefined)}>
          {t("lists.filter.reset")}
        </Button>
        <Button size="small" type="primary" onClick={() => onApply(draft)}>
          {t("lists.filter.apply")}
        </Button>
      </Flex>
    </Flex>
  );
}

type InputProps = {
  filter: ColumnFilter;
  label: string;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  onEnter: () => void;
};

function FilterInput({ filter, label, value, onChange, onEnter }: InputProps) {
  const t = useTranslate();
  // Numbers are typed with the UI language's decimal separator (10,50 in Italian).
  const decimalSeparator = useLanguage() === "it" ? "," : ".";
  const range = (Array.isArray(value) ? value : [null, null]) as RangeValue;
  switch (filter.kind) {
    case "text":
      return (
        <Input
          autoFocus
          allowClear
          aria-label={label}
          placeholder={t("lists.filter.contains")}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value)}
          onPressEnter={onEnter}
        />
      );
    case "select":
      return (
        <Select
          autoFocus
          allowClear
          showSearch
          optionFilterProp="label"
          // Options searched on the server are already the matching ones.
          filterOption={filter.onSearch ? false : undefined}
          onSearch={filter.onSearch}
          onOpenChange={filter.onOpenChange}
          loading={filter.loading}
          aria-label={label}
          mode={filter.multiple ? "multiple" : undefined}
          placeholder={t("lists.filter.choose")}
          options={filter.options.map((option) => ({ ...option }))}
          value={value ?? undefined}
          onChange={(next) => onChange(next as FilterValue)}
          style={{ width: "100%" }}
        />
      );
    case "numberRange":
      return (
        <Flex gap={8}>
          <InputNumber
            autoFocus
            aria-label={`${label} ${t("lists.filter.from")}`}
            placeholder={t("lists.filter.from")}
            decimalSeparator={decimalSeparator}
            value={range[0] as number | null}
            onChange={(from) => onChange([from, range[1]])}
            onPressEnter={onEnter}
            style={{ width: "100%" }}
          />
          <InputNumber
            aria-label={`${label} ${t("lists.filter.to")}`}
            placeholder={t("lists.filter.to")}
            decimalSeparator={decimalSeparator}
            value={range[1] as number | null}
            onChange={(to) => onChange([range[0], to])}
            onPressEnter={onEnter}
            style={{ width: "100%" }}
          />
        </Flex>
      );
    case "dateRange":
      return (
        <DatePicker.RangePicker
          autoFocus
          aria-label={label}
          format={DATE_FORMAT}
          placeholder={[t("lists.filter.from"), t("lists.filter.to")]}
          value={range[0] && range[1] ? [dayjs(String(range[0])), dayjs(String(range[1]))] : null}
          onChange={(days) =>
            onChange(
              days?.[0] && days[1]
                ? [days[0].format("YYYY-MM-DD"), days[1].format("YYYY-MM-DD")]
                : undefined,
            )
          }
        />
      );
  }
}
