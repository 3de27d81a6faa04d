import { Button, type ButtonProps } from "antd";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

type Props = Omit<ButtonProps, "href" | "onClick"> & { to: string };

/**
 * A link that looks like a button: a real <a href> (screen readers, middle click, new tab) that
 * navigates inside the app on a plain click instead of reloading the page.
 */
export function ButtonLink({ to, ...props }: Props) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={open} />;
}
