import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";

// The dialog and its table load when asked for, not with the products list.
const ImportDialog = lazy(() =>
  import("./ImportDialog").then((module) => ({ default: module.ImportDialog })),
);

/** The products list's Import: opens the import, or its progress when one is being applied. */
export function ImportButton() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("imports.imports")}</Button>
      <Suspense fallback={null}>
        <ImportDialog open={open} onClose={() => setOpen(false)} />
      </Suspense>
    </>
  );
}
