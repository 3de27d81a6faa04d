import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";

/**
 * A pager's page as a real link (its address opens that page in a new tab); a plain click is
 * left to the pager, which changes the page in place.
 */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} onClick={(event: MouseEvent) => event.preventDefault()}>
      {children}
    </Link>
  );
}
