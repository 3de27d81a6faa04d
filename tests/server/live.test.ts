import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { typeRoom, userRoom } from "../../server/plugins/live.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";
import { connect } from "./socketClient.ts";

describeServer("live socket", () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it("refuses a handshake without a valid token", async () => {
    await expect(connect(server.url, {})).rejects.toThrow("tokenMissing");
    await expect(connect(server.url, { token: "forged" })).rejects.toThrow("tokenInvalid");
  });

  it("joins the user's and the user type's rooms", async () => {
    const token = await server.login(DEMO.operator.email, DEMO.operator.password);
    const socket = await connect(server.url, { token });
    sockets.push(socket);
    const profile = await (await server.api("/user/profile", { token })).json();

    const byType = new Promise((resolve) => socket.once("orderArrived", resolve));
    server.app.live.emit(typeRoom(2), "orderArrived", { count: 3 });
    expect(await byType).toEqual({ count: 3 });

    const byUser = new Promise((resolve) => socket.once("rentRequestArrived", resolve));
    server.app.live.emit(userRoom(profile.data._id), "rentRequestArrived", { count: 1 });
    expect(await byUser).toEqual({ count: 1 });
  });

  it("refuses a revoked token", async () => {
    const token = await server.login(DEMO.admin.email, DEMO.admin.password);
    await server.api("/user/logout", { method: "PUT", token });
    await expect(connect(server.url, { token })).rejects.toThrow("tokenInvalid");
  });

  it("closes open sockets when the server stops", async () => {
    const other = await startTestServer();
    const token = await other.login(DEMO.admin.email, DEMO.admin.password);
    const socket = await connect(other.url, { token });
    const disconnected = new Promise((resolve) => socket.once("disconnect", resolve));
    await other.close();
    expect(await disconnected).toBeTruthy();
    socket.close();
  });
});
