import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import type { CSSProperties, MouseEvent, ReactNode } from "react";
import { Link } from "react-router";

/** A plain click is left to the pager, which changes the page in place. */
const leaveToPager = (event: MouseEvent) => event.preventDefault();

/**
 * Makes the link its pager control's one tab stop: antd puts every control's `<li>` in the tab
 * order too (tabindex 0), so each page, step and jump took the focus twice (issue 47). React sets
 * the attribute only when the `<li>` is made, which is when its link is, so it stays off.
 */
const soleTabStop = (link: HTMLAnchorElement | null) => {
  link?.parentElement?.removeAttribute("tabindex");
};

/**
 * A pager's page as a real link (its address opens that page in a new tab); a plain click is
 * left to the pager, which changes the page in place.
 */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} onClick={leaveToPager} ref={soleTabStop}>
      {children}
    </Link>
  );
}

type StepProps = {
  step: "prev" | "next";
  to: string;
  /** The link's accessible name: the step shows only an arrow. */
  label: string;
  /** Set by the pager on the first page's previous and the last page's next. */
  disabled?: boolean;
};

/**
 * The pager's previous or next as one link named by `label`, in place of antd's arrow button,
 * which inside a link was a control in a control and left the link without a name (issue 47).
 * With no page that way it is a link that says it is unavailable, with no address.
 */
export function PageStepLink({ step, to, label, disabled }: StepProps) {
  const arrow = step === "prev" ? <LeftOutlined /> : <RightOutlined />;
  if (disabled) {
    return (
      // ARIA's disabled link: no address to follow, out of the tab order, announced unavailable.
      // biome-ignore lint/a11y/useValidAnchor: a link with nowhere to go has no href by design.
      <a role="link" aria-disabled="true" aria-label={label} className="ant-pagination-item-link">
        {arrow}
      </a>
    );
  }
  return (
    // antd colours the arrow it draws in a button as text; a link would take the link colour.
    <PagerLink to={to} label={label} style={{ color: "inherit" }}>
      {arrow}
    </PagerLink>
  );
}

/** One of the pager's links: its control's only tab stop, named by `label`. */
function PagerLink({
  to,
  label,
  style,
  children,
}: {
  to: string;
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      onClick={leaveToPager}
      ref={soleTabStop}
      aria-label={label}
      className="ant-pagination-item-link"
      style={style}
    >
      {children}
    </Link>
  );
}

/**
 * The pager's "•••" (five pages back or forward) as one link named by `label`: antd's has no
 * address and no name but its `<li>`'s title. `children` are antd's own marks (the dots, the
 * double arrow shown on hover), hidden from screen readers: the name says it.
 */
export function PageJumpLink({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <PagerLink to={to} label={label}>
      <span aria-hidden="true">{children}</span>
    </PagerLink>
  );
}
