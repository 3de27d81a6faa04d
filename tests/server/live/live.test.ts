import { afterAll, beforeAll, describe } from "vitest";
import { describeServer } from "../harness.ts";
import { liveContext } from "./context.ts";
import { counterTests } from "./counters.ts";
import { dashboardTests } from "./dashboard.ts";
import { intakeTests } from "./intake.ts";
import { listTests } from "./lists.ts";
import { recordChangeTests } from "./records.ts";
import { searchTests } from "./search.ts";
import { seedTests } from "./seed.ts";
import { simulateTests } from "./simulate.ts";

/** Issue 4's server side: intake, counters, lists, dashboard, search and simulate, on one server. */
describeServer("live counters and the public intake", () => {
  const context = liveContext();
  beforeAll(() => context.start());
  afterAll(() => context.stop());

  describe("public intake", () => intakeTests(context));
  describe("live counters", () => counterTests(context));
  describe("request and order lists", () => listTests(context));
  describe("record changes on resource channels", () => recordChangeTests(context));
  describe("dashboard", () => dashboardTests(context));
  describe("Cmd-K search", () => searchTests(context));
  describe("npm run simulate", () => simulateTests(context));
  // Last on purpose: it counts only the demo rows, whatever the suites before it added.
  describe("demo requests and orders", () => seedTests(context));
});
