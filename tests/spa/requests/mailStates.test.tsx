import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutboxMail } from "../../../domain/mailOutbox.schema";
import type { HistoryEntry } from "../../../domain/orderWork.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { linkedSeller, renderScreen } from "../renderScreen";
import { ok, orderRequestRecord, serveRequests } from "./fixtures";
import { historyEntry, recordWrites } from "./shopWork";

/** The quote builder's fields, as typed. */
const QUOTE_VALUES = {
  "Shipping amount": "25.00",
  "Customization cost": "0.00",
  "VAT %": "22",
  "Split %": "80",
};

const PAGE = "/orders/request/view-order/or1";
const PATH = "/order/request/or1";

const mailEntry = (id: string, mail: Partial<OutboxMail>): HistoryEntry =>
  historyEntry({
    _id: id,
    kind: "mail",
    mail: {
      _id: id,
      to: "giulia@example.com",
      subject: `Quote ${id}`,
      state: "queued",
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      sentAt: null,
      ...mail,
    },
  });

const MAILS = [
  mailEntry("m1", { state: "sent", attempts: 1, sentAt: "2026-03-05T10:00:00.000Z" }),
  mailEntry("m2", {
    state: "retrying",
    attempts: 2,
    lastError: "451 Service busy, try again later",
    nextAttemptAt: "2026-03-05T10:30:00.000Z",
  }),
  mailEntry("m3", { state: "failed", attempts: 8, lastError: "451 Service busy" }),
  mailEntry("m4", { state: "queued" }),
];

const entryOf = (text: string) =>
  within(screen.getByText(text).closest(".ant-timeline-item") as HTMLElement);

const serveHistory = (answers: HistoryEntry[][]) => {
  let reads = 0;
  server.use(
    http.get(api(`${PATH}/history`), () => ok(answers[Math.min(reads++, answers.length - 1)])),
  );
};

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("customer mails in a record's history", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await changeLanguage("en");
  });
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("shows each mail's state, and staff send a failed one again", async () => {
    serveRequests({ orderRequests: [{ ...orderRequestRecord, status: "quotationSent" }] });
    const resent = mailEntry("m3", { state: "sent", attempts: 1, sentAt: "2026-03-05T11:00:00Z" });
    serveHistory([MAILS, [MAILS[0], MAILS[1], resent, MAILS[3]] as HistoryEntry[]]);
    const posted: string[] = [];
    server.use(
      http.post(api("/mail/:id/resend"), ({ params }) => {
        posted.push(String(params.id));
        return HttpResponse.json({
          message: "OK",
          data: null,
          mails: [{ _id: "m3", state: "sent" }],
        });
      }),
    );
    renderScreen(PAGE);

    const sent = await screen.findByText("Mail to the customer: Quote m1");
    expect(sent).toBeTruthy();
    expect(
      entryOf("Mail to the customer: Quote m1").getByText(/^Sent on 05\/03\/2026/),
    ).toBeTruthy();
    const retrying = entryOf("Mail to the customer: Quote m2");
    expect(
      retrying.getByText(/^Not sent yet \(try 2 failed\): next try at 05\/03\/2026/),
    ).toBeTruthy();
    expect(
      retrying.getByText("Mail server's answer: 451 Service busy, try again later"),
    ).toBeTruthy();
    expect(retrying.queryByRole("button", { name: "Send again" })).toBeNull();
    expect(entryOf("Mail to the customer: Quote m4").getByText("Queued for sending")).toBeTruthy();

    const failed = entryOf("Mail to the customer: Quote m3");
    expect(failed.getByText("Not sent: all 8 tries failed")).toBeTruthy();
    fireEvent.click(failed.getByRole("button", { name: "Send again" }));
    expect(await screen.findByText("Mail sent to the customer")).toBeTruthy();
    expect(posted).toEqual(["m3"]);
    expect(
      await entryOf("Mail to the customer: Quote m3").findByText(/^Sent on 05\/03\/2026/),
    ).toBeTruthy();
  });

  it("offers no resend to a seller", async () => {
    serveRequests({ orderRequests: [{ ...orderRequestRecord, status: "quotationSent" }] });
    serveHistory([MAILS]);
    renderScreen(PAGE, linkedSeller);
    expect(await screen.findByText("Not sent: all 8 tries failed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send again" })).toBeNull();
  });

  it("says the quote's mail is queued for sending when the mail server has not taken it", async () => {
    const record = { ...orderRequestRecord, status: "requestInProgress" as const };
    serveRequests({ orderRequests: [record] });
    serveHistory([[]]);
    recordWrites(PATH, record, () =>
      HttpResponse.json({
        message: "OK",
        data: { ...record, version: record.version + 1 },
        mails: [{ _id: "m9", state: "retrying" }],
      }),
    );
    renderScreen(PAGE);
    await screen.findByLabelText("Shipping amount");
    for (const [label, value] of Object.entries(QUOTE_VALUES)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole("button", { name: /Send quote/ }));
    expect(
      await screen.findByText("Quote saved: the mail to the customer is queued for sending"),
    ).toBeTruthy();
  });
});
