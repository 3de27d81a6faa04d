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

/** The tabs of this browser tab, kept across reloads (docs/shell.md#23-tabs-survive-a-reload). */
export const tabsStorage = {
  load(owner: string): Tab[] {
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
      return saved?.owner === owner ? parseTabs(saved.tabs) : initialTabs();
    } catch {
      return initialTabs();
    }
  },
  save(owner: string, tabs: readonly Tab[]): void {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ owner, tabs }));
    } catch {
      // Storage refused (full, or a private window): the tabs still work, only not across a reload.
    }
  },
  clear(): void {
    sessionStorage.removeItem(STORAGE_KEY);
  },
};
