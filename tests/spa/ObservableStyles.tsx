import { StyleProvider, type Transformer } from "@ant-design/cssinjs";
import type { ReactNode } from "react";

/** What a test can observe of antd's styles: whether an element is shown and can be pressed. */
const OBSERVABLE = new Set(["display", "visibility", "pointerEvents", "pointer-events", "opacity"]);

const isNested = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Keeps only the declarations a test can observe. jsdom computes a style by matching every rule
 * of the document, for the element and each ancestor (visibility is inherited), and
 * testing-library asks for it at every role query: with antd's thousands of rules that was a
 * quarter of the SPA tests' time. Rules left empty are not written at all.
 */
const observableStylesOnly: Transformer = {
  visit: (style) =>
    Object.fromEntries(
      Object.entries(style).filter(([key, value]) => OBSERVABLE.has(key) || isNested(value)),
    ),
};

/** The screens under it get antd's styles as a test can observe them (see above). */
export function ObservableStyles({ children }: { children: ReactNode }) {
  return <StyleProvider transformers={[observableStylesOnly]}>{children}</StyleProvider>;
}
