import { useCallback, useState } from "react";

const storageKey = (resource: string) => `lux.list.hiddenColumns.${resource}`;

const readHidden = (resource: string): string[] => {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(resource)) ?? "[]");
    return Array.isArray(saved) ? saved.filter((key) => typeof key === "string") : [];
  } catch {
    // A hand-edited or corrupt entry: show every column rather than break the list.
    return [];
  }
};

/** Makes these the resource's hidden columns (a saved view being opened). */
export const saveHiddenColumns = (resource: string, keys: readonly string[]) =>
  localStorage.setItem(storageKey(resource), JSON.stringify(keys));

/**
 * The columns the user hid in a resource list, kept in localStorage so they stay hidden on the
 * next visit (per browser, per resource).
 */
export function useHiddenColumns(resource: string) {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(resource));
  const toggle = useCallback(
    (key: string, shown: boolean) => {
      setHidden((current) => {
        const next = shown ? current.filter((k) => k !== key) : [...new Set([...current, key])];
        saveHiddenColumns(resource, next);
        return next;
      });
    },
    [resource],
  );
  return { hidden, toggle };
}
