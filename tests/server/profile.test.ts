import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";

describeServer("own profile update", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  /** The profile's version now, which an update sends back (docs/api.md#concurrent-edits). */
  const versionOf = async (token: string) =>
    (await (await server.api("/user/profile", { token })).json()).data.version as number;

  const update = (body: unknown, token?: string) =>
    server.api("/user/profile", {
      method: "PUT",
      body: JSON.stringify(body),
      language: "en",
      ...(token ? { token } : {}),
    });

  it("renames the signed-in user, and the profile shows the new name", async () => {
    const token = await server.login(DEMO.sellerLinked.email, DEMO.sellerLinked.password);
    const version = await versionOf(token);
    const response = await update({ firstName: "  Marta ", lastName: "Galli", version }, token);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe("Your profile has been updated.");
    expect(body.data).toMatchObject({
      fullName: "Marta Galli",
      firstName: "Marta",
      lastName: "Galli",
      email: DEMO.sellerLinked.email,
      userType: 5,
      emailVerified: true,
      version: version + 1,
    });

    const profile = await server.api("/user/profile", { token });
    expect(profile.status).toBe(200);
    expect((await profile.json()).data.fullName).toBe("Marta Galli");
  });

  it("answers in Italian by default", async () => {
    const token = await server.login(DEMO.operator.email, DEMO.operator.password);
    const response = await server.api("/user/profile", {
      method: "PUT",
      body: JSON.stringify({
        firstName: "Luca",
        lastName: "Neri",
        version: await versionOf(token),
      }),
      token,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe("Il tuo profilo è stato aggiornato.");
  });

  it("refuses an empty first name with a field message", async () => {
    const token = await server.login(DEMO.admin.email, DEMO.admin.password);
    const response = await update(
      { firstName: "  ", lastName: "Conti", version: await versionOf(token) },
      token,
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.firstName).toBe("First Name is required");
  });

  it("refuses a caller without a token", async () => {
    const response = await update({ firstName: "Marta", lastName: "Galli", version: 1 });
    expect(response.status).toBe(401);
  });
});
