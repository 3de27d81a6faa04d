import { fireEvent, render, screen, within } from "@testing-library/react";
import { Button, Drawer, Modal } from "antd";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useShortcutKeys } from "../../../src/shortcuts";

/**
 * A page with a key (`j`, counted) and an antd overlay of each kind the app uses (Modal, as the
 * `?` overlay and every form dialog; the confirm of unsaved changes and saved views; the mobile
 * sidebar's Drawer), each opened by a button.
 */
function Page() {
  const [pressed, setPressed] = useState(0);
  const [open, setOpen] = useState<"modal" | "drawer">();
  const [modal, modalHolder] = Modal.useModal();
  useShortcutKeys({ j: () => setPressed((count) => count + 1) });
  const close = () => setOpen(undefined);

  return (
    <>
      <output aria-label="j pressed">{pressed}</output>
      <Button onClick={() => setOpen("modal")}>Modal</Button>
      <Button onClick={() => modal.confirm({ title: "Leave?" })}>Confirm</Button>
      <Button onClick={() => setOpen("drawer")}>Drawer</Button>
      <Modal open={open === "modal"} title="A modal" onCancel={close} footer={null}>
        <Button>Inside</Button>
      </Modal>
      <Drawer open={open === "drawer"} title="A drawer" onClose={close}>
        <Button>Inside</Button>
      </Drawer>
      {modalHolder}
    </>
  );
}

const pressed = () => screen.getByRole("status", { name: "j pressed" }).textContent;
const press = (key: string, keyCode?: number) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode });

// Issue 47: a key typed right after Esc, while the overlay animated out, was lost.
describe("a key typed as an antd overlay closes", () => {
  for (const [opener, name] of [
    ["Modal", "A modal"],
    ["Confirm", "Leave?"],
    ["Drawer", "A drawer"],
  ] as const) {
    it(`is the page's, for a ${opener.toLowerCase()} (no wait for it to animate out)`, async () => {
      render(<Page />);
      fireEvent.click(screen.getByRole("button", { name: opener }));
      const dialog = await screen.findByRole("dialog", { name });
      within(dialog).getAllByRole("button").at(-1)?.focus();
      // While it is open, the key is the overlay's.
      press("j");
      expect(pressed()).toBe("0");

      // rc-dialog and rc-drawer read the key's code.
      press("Escape", 27);
      press("j");
      expect(pressed()).toBe("1");
    });
  }
});
