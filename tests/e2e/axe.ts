import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), {
  encoding: "utf8",
});

export type Violation = {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  html: string;
};

/** axe-core on the page as it shows now: the serious and critical violations. */
export const axeViolations = async (page: Page): Promise<Violation[]> => {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time.
    const axe = (window as any).axe;
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return (
      violations as {
        id: string;
        impact: string;
        help: string;
        nodes: {
          target: string[];
          html: string;
          any: { message: string }[];
          none: { message: string }[];
        }[];
      }[]
    )
      .filter(({ impact }) => impact === "serious" || impact === "critical")
      .map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        // The last two steps of each selector say where; the first node's markup says what.
        targets: nodes.map(({ target }) => target.join(" ").split(" > ").slice(-2).join(" > ")),
        html: `${nodes[0]?.html.slice(0, 160)} ${[...(nodes[0]?.any ?? []), ...(nodes[0]?.none ?? [])].map((c) => c.message).join("; ")}`,
      }));
  });
};
