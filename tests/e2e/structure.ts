import type { Page } from "playwright-core";

/**
 * The page's structure as assistive technology reads it, where axe stays silent (issue 47, point
 * 7): no control inside a link, every link named by its own words, every id once in the
 * document, every fieldset named by its legend, every value of a record's details tied to its
 * label. One line per problem, saying what and where.
 */
export const structureProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const where = (element: Element) => element.outerHTML.slice(0, 160);
    // What a screen reader reads of a node: its text and its images' alternatives, without the
    // parts hidden from it (antd's icons name themselves "left", "edit": not words for people).
    const spoken = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true") return "";
      if (node instanceof HTMLImageElement) return node.alt;
      return [...node.childNodes].map(spoken).join(" ");
    };
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute("aria-labelledby");
      const byIds = labelledBy
        ?.split(/\s+/)
        .map((id) => document.getElementById(id))
        .map((label) => (label ? spoken(label) : ""))
        .join(" ");
      return [
        byIds,
        element.getAttribute("aria-label"),
        spoken(element),
        element.getAttribute("title"),
      ]
        .map((name) => name?.trim() ?? "")
        .find((name) => name !== "");
    };
    const exposed = (element: Element) => !element.closest("[aria-hidden='true']");

    const links = [...document.querySelectorAll("a[href], [role='link']")].filter(exposed);
    const CONTROLS =
      "a[href], button, input, select, textarea, [role='button'], [role='link'], [role='checkbox'], [role='menuitem']";
    for (const link of links) {
      if (link.querySelector(CONTROLS)) problems.push(`a control inside a link: ${where(link)}`);
      if (!nameOf(link)) problems.push(`a link with no name: ${where(link)}`);
    }

    const byId = new Map<string, Element[]>();
    for (const element of document.querySelectorAll("[id]")) {
      if (element.id) byId.set(element.id, [...(byId.get(element.id) ?? []), element]);
    }
    for (const [id, elements] of byId) {
      if (elements.length > 1) {
        problems.push(
          `id "${id}" on ${elements.length} elements: ${elements.map(where).join(" | ")}`,
        );
      }
    }

    for (const fieldset of document.querySelectorAll("fieldset")) {
      const legend = fieldset.firstElementChild;
      if (legend?.tagName !== "LEGEND" || !spoken(legend).trim()) {
        problems.push(`a fieldset with no legend: ${where(fieldset)}`);
      }
    }

    const values = document.querySelectorAll(
      ".ant-descriptions-bordered td.ant-descriptions-item-content",
    );
    for (const value of values) {
      const headers = (value.getAttribute("headers") ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id));
      const tied =
        headers.length > 0 &&
        headers.every(
          (header) =>
            header instanceof HTMLTableCellElement &&
            header.tagName === "TH" &&
            header.scope === "row" &&
            header.closest("table") === value.closest("table") &&
            spoken(header).trim() !== "",
        );
      if (!tied) problems.push(`a record's value with no header: ${where(value)}`);
    }
    return problems;
  });
