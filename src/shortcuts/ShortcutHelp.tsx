import { useTranslate } from "@refinedev/core";
import { Descriptions, Flex, Modal } from "antd";
import { Fragment } from "react";
import { useFocusReturn } from "../layout/focusReturn";
import { Kbd } from "./Kbd";
import { SHORTCUTS, type Shortcut, type ShortcutScope } from "./keymap";
import type { GoToTarget } from "./useGoToTargets";

/** Keys whose cap says a word, in the UI language (Enter is "Invio" on Italian keyboards). */
const NAMED_KEYS = new Set(["Enter"]);

const SCOPES: readonly ShortcutScope[] = ["everywhere", "list", "record"];

/** A shortcut's keys as pressed: `j`, `Enter`, a run of digits as `1`–`9`, `g` then `o`. */
function Keys({ keys, sequence = false }: { keys: readonly string[]; sequence?: boolean }) {
  const t = useTranslate();
  const name = (key: string) => (NAMED_KEYS.has(key) ? t(`shortcuts:keyNames.${key}`) : key);
  const shown = keys.length > 2 ? [keys[0] ?? "", keys.at(-1) ?? ""] : keys;
  const joint = sequence ? " " : keys.length > 2 ? "–" : " / ";
  return (
    <span>
      {shown.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && joint}
          <Kbd>{name(key)}</Kbd>
        </Fragment>
      ))}
    </span>
  );
}

// One keys column for every section, so the descriptions line up from one table to the next.
const KEYS_COLUMN = { label: { width: 120 } };

type Props = { open: boolean; targets: readonly GoToTarget[]; onClose: () => void };

/**
 * `?`: every shortcut, in the UI language, read from the one map (keymap.ts): by where it works,
 * then the sections `g` reaches for this user.
 */
export function ShortcutHelp({ open, targets, onClose }: Props) {
  const t = useTranslate();
  const all = Object.values(SHORTCUTS) as Shortcut[];
  const focusReturn = useFocusReturn(open);

  return (
    <Modal
      open={open}
      title={t("shortcuts:help.title")}
      footer={null}
      onCancel={onClose}
      {...focusReturn}
      width={640}
    >
      <Flex vertical gap={16}>
        {SCOPES.map((scope) => (
          <Descriptions
            key={scope}
            title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(`shortcuts:scopes.${scope}`)}</h2>}
            column={1}
            size="small"
            bordered
            styles={KEYS_COLUMN}
            items={all
              .filter((shortcut) => shortcut.scope === scope)
              .map((shortcut) => ({
                key: shortcut.label,
                label: <Keys keys={shortcut.keys} />,
                children: t(`shortcuts:${shortcut.label}`),
              }))}
          />
        ))}
        {targets.length > 0 && (
          <Descriptions
            title={<h2 style={{ fontSize: 16, margin: 0 }}>{t("shortcuts:scopes.goTo")}</h2>}
            column={1}
            size="small"
            bordered
            styles={KEYS_COLUMN}
            items={targets.map(({ key, section }) => ({
              key,
              label: <Keys keys={[...SHORTCUTS.goTo.keys, key]} sequence />,
              children: section,
            }))}
          />
        )}
      </Flex>
    </Modal>
  );
}
