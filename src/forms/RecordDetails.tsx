import { Descriptions, type DescriptionsProps } from "antd";
import { useEffect, useId, useRef } from "react";

/**
 * Makes each label cell of a bordered Descriptions the row header of the value cell beside it:
 * `scope="row"` and an id on the label's `th`, that id in the value's `headers`. antd writes the
 * cells with no attribute of ours, so they are set on its table, again whenever it draws other
 * cells (a record read again, another breakpoint's rows).
 */
const headLabels = (table: HTMLElement, idPrefix: string) => {
  const labels = table.querySelectorAll<HTMLTableCellElement>("th.ant-descriptions-item-label");
  labels.forEach((label, index) => {
    const value = label.nextElementSibling;
    if (!(value instanceof HTMLTableCellElement)) return;
    // Numbered afresh each time: a cell drawn anew never takes the id a kept one still holds.
    const id = `${idPrefix}-${index}`;
    if (label.id !== id) label.id = id;
    if (label.scope !== "row") label.scope = "row";
    if (value.getAttribute("headers") !== id) value.setAttribute("headers", id);
  });
};

/**
 * A record's facts as antd's bordered Descriptions, each value tied to its label for assistive
 * technology (WCAG 1.3.1, issue 47): the one way record pages show label/value pairs.
 */
function RecordDetailsTable(props: Omit<DescriptionsProps, "bordered" | "layout">) {
  const root = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    headLabels(element, idPrefix);
    const redrawn = new MutationObserver(() => headLabels(element, idPrefix));
    redrawn.observe(element, { childList: true, subtree: true });
    return () => redrawn.disconnect();
  }, [idPrefix]);
  return (
    // No box of its own: the table stays the item of its parent's flex or grid layout.
    <div ref={root} style={{ display: "contents" }}>
      <Descriptions {...props} bordered />
    </div>
  );
}

export const RecordDetails = Object.assign(RecordDetailsTable, { Item: Descriptions.Item });
