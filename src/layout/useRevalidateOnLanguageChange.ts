import type { FormInstance } from "antd";
import { useEffect } from "react";
import { useLanguage } from "../providers/i18n";

/**
 * antd keeps a shown validation message in the language it was produced in; re-checking the
 * fields that show one makes their messages follow the language switch.
 */
export function useRevalidateOnLanguageChange(form: FormInstance) {
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language change is the trigger.
  useEffect(() => {
    const shown = form
      .getFieldsError()
      .filter(({ errors }) => errors.length > 0)
      .map(({ name }) => name);
    // The outcome shows in the form itself; the rejected promise carries nothing new.
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [form, language]);
}
