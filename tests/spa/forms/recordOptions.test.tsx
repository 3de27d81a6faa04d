import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Property } from "../../../domain/properties.schema";
import { useRecordOptions } from "../../../src/forms";
import { changeLanguage, useLanguage } from "../../../src/providers/i18n";
import { endpoints, resources } from "../../../src/resources";
import { signedInAs } from "../accessRegistry";
import { listRequests, property } from "../lists/fixtures";
import { admin } from "../renderScreen";
import { TestWrapper } from "../TestWrapper";

/** A picker whose labels are in the UI language, as the category and property pickers are. */
function PropertyPicker() {
  const language = useLanguage();
  const { options, onOpenChange } = useRecordOptions<Property>({
    resource: "properties",
    label: (record) => (language === "it" ? record.nameIt : record.nameEn),
  });
  return (
    <>
      <button type="button" onClick={() => onOpenChange(true)}>
        Open
      </button>
      <p>{options.map((option) => option.label).join(", ") || "none"}</p>
    </>
  );
}

const renderPicker = () =>
  render(
    <TestWrapper
      authProvider={signedInAs(admin)}
      path="/property/list"
      url="/property/list"
      resources={resources}
      endpoints={endpoints}
    >
      <PropertyPicker />
    </TestWrapper>,
  );

afterEach(() => changeLanguage("it"));

describe("a picker's options", () => {
  it("are asked for once the picker is opened, not before", async () => {
    const asked = listRequests("/properties", () => ({ items: [property(1)], total: 1 }));
    renderPicker();
    await screen.findByText("none");
    // Time for a read started at mount to reach the mock server: at worst a wrong pass.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Open" }));

    expect(await screen.findByText("Materiale 1")).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it("follow the language even when the records read again are the same", async () => {
    listRequests("/properties", () => ({ items: [property(1), property(2)], total: 2 }));
    renderPicker();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByText("Materiale 1, Materiale 2");

    await act(() => changeLanguage("en"));

    expect(await screen.findByText("Material 1, Material 2")).toBeTruthy();
  });
});
