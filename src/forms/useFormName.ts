import { useId } from "react";

/**
 * A name for an antd Form of its own, for its `name`: antd writes each field's id as
 * `<form name>_<field>`, and two pages kept open at once (two records' tabs, a dialog's form over
 * a page's) held the same ids, so a label could reach the hidden page's input (issue 47).
 * `purpose` keeps the ids readable (`offer«r4»_priceCents`).
 */
export const useFormName = (purpose: string): string => `${purpose}${useId()}`;
