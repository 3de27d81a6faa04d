import { io, type Socket } from "socket.io-client";

/** A socket.io client connected with the given handshake auth, or the handshake's error. */
export const connect = (url: string, auth: Record<string, string>) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, {
      path: "/socket.io",
      transports: ["websocket"],
      auth,
      reconnection: false,
    });
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
