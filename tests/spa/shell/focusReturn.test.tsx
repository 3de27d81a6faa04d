import { fireEvent, render, screen, within } from "@testing-library/react";
import { Button, Drawer, Modal } from "antd";
import { type KeyboardEvent, useState } from "react";
import { describe, expect, it } from "vitest";
import { useFocusReturn, withFocusReturn } from "../../../src/layout/focusReturn";

/**
 * A page that counts the keys typed in it (not in a dialog: a portal's keys bubble through
 * React's tree, so the count looks where the key landed), with an overlay of each kind the app
 * uses, each opened by a button that has the focus: a Modal, a confirm, a Drawer.
 */
function Page() {
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState<"modal" | "drawer">();
  const [modal, modalHolder] = Modal.useModal();
  const close = () => setOpen(undefined);
  const modalFocus = useFocusReturn(open === "modal");
  useFocusReturn(open === "drawer");
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.target as Node)) setTyped((keys) => keys + event.key);
  };

  return (
    <main onKeyDown={onKeyDown}>
      <output aria-label="typed in the page">{typed}</output>
      <Button onClick={() => setOpen("modal")}>Modal</Button>
      <Button onClick={() => modal.confirm(withFocusReturn({ title: "Leave?" }))}>Confirm</Button>
      <Button onClick={() => setOpen("drawer")}>Drawer</Button>
      <Modal open={open === "modal"} title="A modal" onCancel={close} footer={null} {...modalFocus}>
        <Button>Inside</Button>
      </Modal>
      <Drawer open={open === "drawer"} title="A drawer" onClose={close}>
        <Button>Inside</Button>
      </Drawer>
      {modalHolder}
    </main>
  );
}

const typed = () => screen.getByRole("status", { name: "typed in the page" }).textContent;
const press = (key: string, keyCode?: number) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode });

// Issue 47: antd gave the focus back once the overlay had animated out, and a key typed before
// that went to the closing overlay.
describe("the focus as an overlay closes", () => {
  for (const [opener, name] of [
    ["Modal", "A modal"],
    ["Confirm", "Leave?"],
    ["Drawer", "A drawer"],
  ] as const) {
    it(`goes back at once to what opened a ${opener.toLowerCase()}: the next key is the page's`, async () => {
      render(<Page />);
      const button = screen.getByRole("button", { name: opener });
      button.focus();
      fireEvent.click(button);
      const dialog = await screen.findByRole("dialog", { name });
      within(dialog).getAllByRole("button").at(-1)?.focus();
      press("a");
      expect(typed()).toBe("");

      // rc-dialog and rc-drawer read the key's code.
      press("Escape", 27);
      expect(document.activeElement).toBe(button);
      press("b");
      expect(typed()).toBe("b");
    });
  }
});
