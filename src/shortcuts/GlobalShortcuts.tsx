import { useTranslate } from "@refinedev/core";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { notifier } from "../providers/notifier";
import { useAnnouncer } from "./Announcer";
import { ignoresShortcuts } from "./ignore";
import { GO_TO_WAIT_MS, SHORTCUTS } from "./keymap";
import { ShortcutHelp } from "./ShortcutHelp";
import { useGoToTargets } from "./useGoToTargets";

const isKeyOf = (key: string, keys: readonly string[]) => keys.includes(key);

/**
 * The shortcuts of every signed-in page (docs/shell.md#34-keyboard-shortcuts): `?` opens the
 * overlay of every shortcut, `g` then a letter opens a section. Listens before the pages do
 * (capture), so the letter after `g` is taken here and reaches no list (`g e` is not "edit").
 */
export function GlobalShortcuts() {
  const t = useTranslate();
  const navigate = useNavigate();
  const targets = useGoToTargets();
  const [helpOpen, setHelpOpen] = useState(false);
  const [region, announce] = useAnnouncer();
  const goToSince = useRef<number>(undefined);
  const current = useRef({ targets, navigate, t, announce });
  current.current = { targets, navigate, t, announce };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Shift alone keeps a pending g (g, then Shift+O, is still g o).
      if (ignoresShortcuts(event) || event.key === "Shift") return;
      const { targets, navigate, t, announce } = current.current;
      const since = goToSince.current;
      goToSince.current = undefined;
      if (since !== undefined && Date.now() - since < GO_TO_WAIT_MS && event.key.length === 1) {
        event.preventDefault();
        const target = targets.find(({ key }) => key === event.key.toLowerCase());
        if (!target) {
          const text = t("shortcuts:goTo.unknown", { key: event.key });
          notifier.show("info", text);
          announce(text);
          return;
        }
        announce(t("shortcuts:goTo.going", { section: target.section }));
        navigate(target.path);
      } else if (isKeyOf(event.key, SHORTCUTS.goTo.keys)) {
        event.preventDefault();
        goToSince.current = Date.now();
        announce(t("shortcuts:goTo.waiting"));
      } else if (isKeyOf(event.key, SHORTCUTS.help.keys)) {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }, []);

  return (
    <>
      {region}
      <ShortcutHelp open={helpOpen} targets={targets} onClose={() => setHelpOpen(false)} />
    </>
  );
}
