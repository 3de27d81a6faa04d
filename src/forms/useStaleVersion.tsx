import { useTranslate } from "@refinedev/core";
import { useCallback, useRef, useState } from "react";
import { useFormat } from "../format";
import { type ConflictRow, StaleVersionDialog } from "./StaleVersionDialog";
import { changedFields, describeValue, reapplied, type Values } from "./staleVersion";

export type StaleVersionOptions<TRecord extends Values> = {
  /** The resource whose `<resource>.fields.<field>` label the changed fields. */
  resource: string;
  /** The fields the form edits, in its order; only these are compared. */
  fields: readonly string[];
  /**
   * Label keys of fields not labelled `<resource>.fields.<field>` nor, for `<name>Id` and
   * `<name>Cents`, `<resource>.fields.<name>` (e.g. `propertyIds`).
   */
  labels?: Readonly<Record<string, string>>;
  /** Reads the record as it is stored now. */
  read: () => Promise<TRecord>;
  /** Reload: the form takes the stored record; the user's input is dropped. */
  onReload: (stored: TRecord) => void;
  /**
   * Apply my changes again: `values` (the fields the user changed with their input, the others
   * as stored) are sent again, based on the stored version.
   */
  onApply: (stored: TRecord, values: Values) => void;
};

type Conflict<TRecord> = {
  loaded: TRecord;
  mine: Values;
  stored?: TRecord;
  failure?: string;
};

/**
 * The answer to a save refused with 409 `staleVersion` (docs/api.md#concurrent-edits), for any
 * page that edits a versioned record: `open(loaded, mine)` with the record the page's values were
 * based on and the user's values reads the record again and shows the conflict dialog; render
 * `dialog` in the page.
 */
export function useStaleVersion<TRecord extends Values>(options: StaleVersionOptions<TRecord>) {
  const t = useTranslate();
  const format = useFormat();
  const [conflict, setConflict] = useState<Conflict<TRecord>>();
  const latest = useRef(options);
  latest.current = options;

  const open = useCallback(async (loaded: TRecord, mine: Values) => {
    setConflict({ loaded, mine });
    try {
      const stored = await latest.current.read();
      setConflict({ loaded, mine, stored });
    } catch (error) {
      setConflict({ loaded, mine, failure: (error as Error).message });
    }
  }, []);

  const close = () => setConflict(undefined);
  const label = (field: string) => {
    const stem = field.replace(/(Id|Cents)$/, "");
    const { resource, labels } = options;
    return t(labels?.[field] ?? `${resource}.fields.${field}`, t(`${resource}.fields.${stem}`));
  };
  const money = (cents: number) => format.money(cents);
  const rows = (found: Conflict<TRecord>, stored: TRecord): ConflictRow[] =>
    changedFields(options.fields, found.loaded, stored, found.mine).map(({ field, mineToo }) => ({
      field,
      label: label(field),
      loaded: describeValue(found.loaded, field, { language: format.language, money }),
      stored: describeValue(stored, field, { language: format.language, money }),
      mineToo,
    }));
  const reload = () => {
    if (!conflict?.stored) return;
    close();
    options.onReload(conflict.stored);
  };
  const apply = () => {
    if (!conflict?.stored) return;
    const { loaded, stored, mine } = conflict;
    close();
    options.onApply(stored, reapplied(options.fields, loaded, stored, mine));
  };

  const dialog = (
    <StaleVersionDialog
      open={conflict !== undefined}
      rows={conflict?.stored && rows(conflict, conflict.stored)}
      failure={conflict?.failure}
      onApply={apply}
      onReload={reload}
      onCancel={close}
    />
  );
  return { open, dialog };
}
