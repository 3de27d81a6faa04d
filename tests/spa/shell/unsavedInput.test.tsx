import { act, render } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import {
  UnsavedChangesProvider,
  useUnsavedChanges,
  useUnsavedInput,
} from "../../../src/layout/unsaved/UnsavedChanges";

/** A form's page at `/products/create` and the shell beside it, hearing what the page holds. */
const pageWithForm = () => {
  const heard: [string, boolean][] = [];
  const handles: { report?: (dirty: boolean) => void } = {};
  function Shell() {
    const { onInput } = useUnsavedChanges();
    useEffect(() => onInput((path, holdsInput) => heard.push([path, holdsInput])), [onInput]);
    return null;
  }
  function Page() {
    handles.report = useUnsavedInput();
    return null;
  }
  render(
    <MemoryRouter initialEntries={["/products/create"]}>
      <UnsavedChangesProvider>
        <Shell />
        <Page />
      </UnsavedChangesProvider>
    </MemoryRouter>,
  );
  return { heard, report: (dirty: boolean) => act(() => handles.report?.(dirty)) };
};

describe("a page's unsaved input, as the shell hears of it", () => {
  it("tells once when the page comes to hold input, and once when it holds none", () => {
    const { heard, report } = pageWithForm();
    report(true);
    report(true);
    expect(heard).toEqual([["/products/create", true]]);

    report(false);
    report(false);
    expect(heard).toEqual([
      ["/products/create", true],
      ["/products/create", false],
    ]);
  });
});
