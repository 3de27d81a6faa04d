import { afterEach, describe, expect, it } from "vitest";
import { dropSpentPreloads } from "../../../src/readAhead/dropSpentPreloads";

const added: HTMLLinkElement[] = [];

const link = (rel: string, href: string) => {
  const element = document.createElement("link");
  added.push(element);
  element.rel = rel;
  element.href = href;
  document.head.append(element);
  return element;
};

/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

describe("preload links once spent (issue 13)", () => {
  dropSpentPreloads();

  it("leaves <head> once its chunk has loaded or failed, not before", async () => {
    const loading = link("modulepreload", "/assets/a.js");
    const failing = link("modulepreload", "/assets/b.js");
    await observed();
    expect(loading.isConnected).toBe(true);

    loading.dispatchEvent(new Event("load"));
    failing.dispatchEvent(new Event("error"));
    expect(loading.isConnected).toBe(false);
    expect(failing.isConnected).toBe(false);
  });

  it("keeps every other link", async () => {
    const sheet = link("stylesheet", "/assets/antd.css");
    await observed();
    sheet.dispatchEvent(new Event("load"));
    expect(sheet.isConnected).toBe(true);
  });
});
