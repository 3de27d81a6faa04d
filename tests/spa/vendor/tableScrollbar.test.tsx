import { render } from "@testing-library/react";
import { Table } from "antd";
import { afterEach, expect, it } from "vitest";

// patches/rc-util: a table measures the scrollbar of its scrolling body as it mounts (and as a
// page kept in a tab comes back) with a scrolling box it adds to the page, beside a style sheet
// of its own, and takes out again.
const watcher = new MutationObserver(() => undefined);
const measuresMade = () =>
  watcher
    .takeRecords()
    .flatMap((record) => [...record.addedNodes])
    .filter((node) => node instanceof HTMLElement && node.id.startsWith("rc-scrollbar-measure"))
    .length;

afterEach(() => watcher.disconnect());

const wideTable = () => (
  <Table
    rowKey="id"
    scroll={{ x: "max-content" }}
    columns={[{ key: "name", dataIndex: "name", title: "Name" }]}
    dataSource={[{ id: 1, name: "Borsa Kelly" }]}
  />
);

it("measures a scrollbar style once, not at every table's mount", () => {
  watcher.observe(document.body, { childList: true });
  render(wideTable()).unmount();
  const first = measuresMade();
  render(wideTable()).unmount();
  render(wideTable()).unmount();
  expect(first).toBeLessThanOrEqual(1);
  expect(measuresMade()).toBe(0);
});
