import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RecordDetails } from "../../../src/forms";

const FACTS = [
  { key: "name", label: "Name", children: "Aurora" },
  { key: "city", label: "City", children: "Milan" },
  { key: "guests", label: "Guests", children: "12" },
];

/** The label cells a value cell's `headers` names, by their text. */
const headersOf = (value: string) => {
  const cell = screen.getByText(value).closest("td");
  return (cell?.getAttribute("headers") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id))
    .map((header) => `${header?.tagName} ${header?.getAttribute("scope")} ${header?.textContent}`);
};

describe("a record's details (RecordDetails)", () => {
  it("makes each label the row header of its own value, two pairs to a row", async () => {
    render(<RecordDetails column={2} items={FACTS} />);
    await waitFor(() => expect(headersOf("Milan")).toEqual(["TH row City"]));
    expect(headersOf("Aurora")).toEqual(["TH row Name"]);
    expect(headersOf("12")).toEqual(["TH row Guests"]);
  });

  it("ties the cells it draws later to their labels too", async () => {
    const { rerender } = render(<RecordDetails column={1} items={FACTS.slice(0, 2)} />);
    await waitFor(() => expect(headersOf("Milan")).toEqual(["TH row City"]));
    rerender(<RecordDetails column={1} items={FACTS} />);
    await waitFor(() => expect(headersOf("12")).toEqual(["TH row Guests"]));
    const ids = [...document.querySelectorAll("th")].map((header) => header.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
