import { describe, expect, it } from "vitest";
import { confirmedGuests } from "../../../domain/events";
import { REQUEST_STATUSES } from "../../../domain/rentWork";

describe("an event's confirmed guests (its page's guests against capacity)", () => {
  it("count the requests in the rent line's confirmed status, and no other", () => {
    // Each status asks for a different power of ten, so the sum says which were counted.
    const requests = REQUEST_STATUSES.map((status, index) => ({ status, guests: 10 ** index }));
    expect(confirmedGuests(requests)).toBe(10 ** REQUEST_STATUSES.indexOf("confirmed"));
  });
});
