import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { DEMO, describeServer, startTestServer, type TestServer } from "../harness.ts";
import { type SmtpSink, startSmtpSink } from "./smtpSink.ts";

const post = (server: TestServer, path: string, body: unknown, language: string) =>
  server.api(path, { method: "POST", body: JSON.stringify(body), language });

/**
 * Codes and links are sent while the person waits, never queued: a mail server that refuses
 * makes the call answer 503 `mailUnavailable`, never 500 and never a success that did not mail.
 */
describeServer("codes and links while the mail server refuses", () => {
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });
  beforeEach(() => sink.accept());

  it("answers send-OTP 503 mailUnavailable with Retry-After, in both languages, then sends once SMTP is back", async () => {
    sink.refuse();
    const words = {
      en: "The mail server is not answering, so no mail could be sent. Please try again in a minute.",
      it: "Il server di posta non risponde: non è stato possibile inviare la mail. Riprova tra un minuto.",
    };
    for (const language of ["en", "it"] as const) {
      const answer = await post(
        server,
        "/user/login/sendotp",
        { email: DEMO.admin.email },
        language,
      );
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("30");
      expect(await answer.json()).toEqual({ code: "mailUnavailable", message: words[language] });
    }
    // While it is known to be down, an address without an account answers the same.
    const unknown = await post(
      server,
      "/user/login/sendotp",
      { email: "nobody@example.com" },
      "en",
    );
    expect(unknown.status).toBe(503);
    expect(server.app.dependencies.isUp("smtp")).toBe(false);

    sink.accept();
    // The failed code was discarded, so the resend wait does not hold the user back.
    const sent = await post(server, "/user/login/sendotp", { email: DEMO.admin.email }, "en");
    expect(sent.status).toBe(200);
    expect(sink.received.filter((mail) => mail.to === DEMO.admin.email)).toHaveLength(1);
    expect(server.app.dependencies.isUp("smtp")).toBe(true);
    const nobody = await post(server, "/user/login/sendotp", { email: "nobody@example.com" }, "en");
    expect(nobody.status).toBe(200);
  });

  it("answers a forgotten-password link 503 while the mail server refuses", async () => {
    sink.refuse();
    const answer = await post(
      server,
      "/user/password/forgot",
      { email: DEMO.operator.email },
      "it",
    );
    expect(answer.status).toBe(503);
    expect((await answer.json()).code).toBe("mailUnavailable");
    sink.accept();
    const sent = await post(server, "/user/password/forgot", { email: DEMO.operator.email }, "it");
    expect(sent.status).toBe(200);
    expect(sink.received.filter((mail) => mail.to === DEMO.operator.email)).toHaveLength(1);
  });

  it("creates a shop while the mail server refuses, and says the invitation did not go", async () => {
    const token = await server.login(DEMO.admin.email, DEMO.admin.password);
    const shop = (email: string) => ({
      name: `Bottega ${email}`,
      country: "it",
      owner: { firstName: "Paola", lastName: "Verdi", email },
    });
    const create = (email: string) =>
      server.api("/shop", {
        method: "POST",
        token,
        language: "en",
        body: JSON.stringify(shop(email)),
      });

    sink.refuse();
    const refused = await create("invited.later@example.it");
    expect(refused.status).toBe(201);
    const answer = await refused.json();
    expect(answer.message).toBe(
      "Shop created, but the invitation could not be sent: send it again from the shop's page",
    );
    expect(answer.data.invitationSent).toBe(false);

    sink.accept();
    const sent = await create("invited.now@example.it");
    expect(sent.status).toBe(201);
    expect((await sent.json()).data.invitationSent).toBe(true);
    expect(sink.received.filter((mail) => mail.to === "invited.now@example.it")).toHaveLength(1);
  });
});
