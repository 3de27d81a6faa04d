import { initialTabs, parseTabs, type Tab } from "./tabsModel";

const STORAGE_KEY = "tabs";

/**
 * A short fingerprint of the session token (FNV-1a): tabs saved under another session, a
 * sign-out or another user, are not shown again. The token itself is never stored.
 */
export const sessionFingerprint = (token: string): string => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash = Math.imul(hash ^ token.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36);
};

/** What record pages named their records (`P-40`), by path: see useRecordTitle. */
export type RecordTitles = Readonly<Record<string, string>>;

const titlesOf = (saved: unknown, tabs: readonly Tab[]): RecordTitles => {
  if (typeof saved !== "object" || saved === null) return {};
  const titles = saved as Record<string, unknown>;
  return Object.fromEntries(
    tabs.flatMap(({ path }) => (typeof titles[path] === "string" ? [[path, titles[path]]] : [])),
  );
};

const savedBy = (owner: string) => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
    return saved?.owner === owner ? saved : null;
  } catch {
    return null;
  }
};

/**
 * The tabs of this browser tab, kept across reloads (docs/shell.md#23-tabs-survive-a-reload),
 * with the names their record pages gave them: a tab kept from before a reload is named as it
 * was, not by its record's id, before its page is shown again.
 */
export const tabsStorage = {
  load(owner: string): { tabs: Tab[]; titles: RecordTitles } {
    const saved = savedBy(owner);
    const tabs = saved ? parseTabs(saved.tabs) : initialTabs();
    return { tabs, titles: titlesOf(saved?.titles, tabs) };
  },
  save(owner: string, tabs: readonly Tab[], titles: RecordTitles): void {
    try {
      sessionStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ owner, tabs, titles: titlesOf(titles, tabs) }),
      );
    } catch {
      // Storage refused (full, or a private window): the tabs still work, only not across a reload.
    }
  },
  clear(): void {
    sessionStorage.removeItem(STORAGE_KEY);
  },
};
