import { useTranslate } from "@refinedev/core";
import { palette } from "../layout/theme";
import { visuallyHidden } from "../layout/visuallyHidden";

export type SignInMethod = "password" | "code";

const METHODS: readonly SignInMethod[] = ["password", "code"];

type Props = { value: SignInMethod; onChange: (method: SignInMethod) => void };

/** Password or one-time code by email: two pressed/unpressed buttons (plain HTML, bundle budget). */
export function SignInMethodSwitch({ value, onChange }: Props) {
  const t = useTranslate();
  return (
    <fieldset
      style={{
        display: "flex",
        minInlineSize: 0,
        margin: "0 0 24px",
        padding: 3,
        gap: 3,
        border: `1px solid ${palette.gold}`,
        borderRadius: 6,
      }}
    >
      {/* The group's name for screen readers: the page's heading and the buttons say it to the eye. */}
      <legend style={visuallyHidden}>{t("account.signIn.method.label")}</legend>
      {METHODS.map((method) => {
        const chosen = method === value;
        return (
          <button
            key={method}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChange(method)}
            style={{
              flex: 1,
              minHeight: 36,
              padding: "4px 8px",
              font: "inherit",
              cursor: "pointer",
              border: "none",
              borderRadius: 4,
              color: chosen ? palette.gold : palette.ink,
              background: chosen ? palette.black : "transparent",
              fontWeight: chosen ? 600 : 400,
            }}
          >
            {t(`account.signIn.method.${method}`)}
          </button>
        );
      })}
    </fieldset>
  );
}
