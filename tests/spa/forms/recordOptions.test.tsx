import { act, render, screen } from "@testing-library/react";
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
  const { options } = useRecordOptions<Property>({
    resource: "properties",
    label: (record) => (language === "it" ? record.nameIt : record.nameEn),
  });
  return <p>{options.map((option) => option.label).join(", ")}</p>;
}

afterEach(() => changeLanguage("it"));

describe("a picker's options", () => {
  it("follow the language even when the records read again are the same", async () => {
    listRequests("/properties", () => ({ items: [property(1), property(2)], total: 2 }));
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
    await screen.findByText("Materiale 1, Materiale 2");

    await act(() => changeLanguage("en"));

    expect(await screen.findByText("Material 1, Material 2")).toBeTruthy();
  });
});
