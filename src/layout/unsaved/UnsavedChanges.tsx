import { useTranslate } from "@refinedev/core";
import { Modal } from "antd";
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from "react";
import { useLocation } from "react-router";
import { withFocusReturn } from "../focusReturn";
import { dirtyAmong } from "./unsavedRules";

type Dropped = readonly string[] | "all";

type UnsavedChanges = {
  /** The paths of the pages holding input not saved yet (a ref: read when it matters, no render). */
  dirty: RefObject<Set<string>>;
  setDirty: (path: string, dirty: boolean) => void;
  /**
   * Runs `drop` at once when none of the dropped pages holds unsaved input; else asks first and
   * runs it (forgetting their input) only if the user agrees. Cancel keeps everything.
   */
  confirmDrop: (dropped: Dropped, drop: () => void) => void;
  /**
   * Calls `listener` when a page comes to hold unsaved input or holds none any more; returns the
   * unsubscribe. The shell keeps such a page mounted until its input is saved or dropped.
   */
  onInput: (listener: InputListener) => () => void;
};

type InputListener = (path: string, holdsInput: boolean) => void;

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/**
 * The registry of unsaved input, for the shell. It replaces Refine's warnWhenUnsavedChanges and
 * UnsavedChangesNotifier: those hold one flag for the whole app and ask on every navigation,
 * but with the page cache a navigation keeps the form, and several hidden pages can hold input
 * at once. Here each page reports its own state under its path (useUnsavedInput) and the shell
 * asks only where input is really lost (unsavedRules.ts); the browser asks on reload or close.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const [modal, modalHolder] = Modal.useModal();
  const dirty = useRef(new Set<string>());
  const asking = useRef(false);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const listeners = useRef(new Set<InputListener>());
  const setDirty = useCallback((path: string, isDirty: boolean) => {
    if (isDirty === dirty.current.has(path)) return;
    if (isDirty) dirty.current.add(path);
    else dirty.current.delete(path);
    for (const listener of listeners.current) listener(path, isDirty);
  }, []);

  const onInput = useCallback((listener: InputListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const confirmDrop = useCallback(
    (dropped: Dropped, drop: () => void) => {
      const losing = dirtyAmong(dirty.current, dropped);
      if (losing.length === 0) return drop();
      if (asking.current) return;
      asking.current = true;
      modal.confirm(
        withFocusReturn({
          title: t("common.unsavedChanges.title"),
          content: t("lists.form.unsavedChanges"),
          okText: t("common.unsavedChanges.leave"),
          okButtonProps: { danger: true },
          cancelText: t("common.unsavedChanges.stay"),
          onOk: () => {
            for (const path of losing) dirty.current.delete(path);
            drop();
          },
          afterClose: () => {
            asking.current = false;
          },
        }),
      );
    },
    [modal, t],
  );

  const value = useMemo(
    () => ({ dirty, setDirty, confirmDrop, onInput }),
    [setDirty, confirmDrop, onInput],
  );
  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      {modalHolder}
    </UnsavedChangesContext.Provider>
  );
}

export function useUnsavedChanges(): UnsavedChanges {
  const value = useContext(UnsavedChangesContext);
  if (!value) throw new Error("useUnsavedChanges() needs an <UnsavedChangesProvider> above it");
  return value;
}

/**
 * For a page with a form: reports whether it holds input not saved yet, under the page's own
 * path (a hidden cached page still sees the address it was left at). Called from event handlers,
 * not effects: a hidden page's effects are paused, its input is not gone. Does nothing outside
 * the shell (a page rendered alone, in a test).
 */
export function useUnsavedInput(): (dirty: boolean) => void {
  const value = useContext(UnsavedChangesContext);
  const { pathname } = useLocation();
  const setDirty = value?.setDirty;
  return useCallback((dirty: boolean) => setDirty?.(pathname, dirty), [setDirty, pathname]);
}
