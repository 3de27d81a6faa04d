import type { Redis } from "ioredis";
import type { Dependencies } from "../health/dependencies.ts";

/** Redis answered, even with an error of its own (a script's, a wrong type): it is there. */
const isAnswer = (error: unknown) => error instanceof Error && error.name === "ReplyError";
/** ioredis's commandTimeout: no answer in time, which may be our busy event loop, not Redis. */
const isTimeout = (error: unknown) =>
  error instanceof Error && error.message === "Command timed out";

/**
 * Redis is one dependency however many clients reach it (rate-limit counters, the live
 * adapter's publisher and subscriber): down as soon as one of them fails, back once every one
 * of them answers again. So an outage is one "degraded" line and one "back" line per instance,
 * whichever client notices first, and never one line per failed call.
 */
export const trackRedis = (dependencies: Dependencies) => {
  const watched = new Set<Redis>();
  const answering = new Set<Redis>();
  const failed = (client: Redis, error: unknown) => {
    // A client closed on purpose (the app stopping) fails what is still sent to it: no outage.
    if (!watched.has(client)) return;
    answering.delete(client);
    dependencies.down("redis", error);
  };
  const answered = (client: Redis) => {
    // ioredis's own ready check (INFO) is answered before the client takes commands: counting
    // it would call Redis back while a command sent then is still refused ("Stream isn't
    // writeable"), and the next line would say it went again.
    if (!watched.has(client) || client.status !== "ready") return;
    answering.add(client);
    if (answering.size === watched.size) dependencies.up("redis");
  };
  /**
   * A reply may have been waiting behind a second of our own work (PGlite runs in this
   * process): a ping tells whether Redis answers, before calling it gone.
   */
  const confirming = new Set<Redis>();
  const timedOut = (client: Redis, error: unknown) => {
    if (confirming.has(client)) return;
    confirming.add(client);
    client
      .ping()
      .then(
        () => answered(client),
        () => failed(client, error),
      )
      .finally(() => confirming.delete(client));
  };
  const settled = (client: Redis, error: unknown) => {
    if (isAnswer(error)) answered(client);
    else if (isTimeout(error)) timedOut(client, error);
    else failed(client, error);
  };

  /**
   * Every command's outcome says whether Redis is there, and no failed command is ever left
   * unhandled: the socket.io adapter publishes without looking at the result, and a rejection
   * nobody handles stops the process.
   */
  const observeCommands = (client: Redis) => {
    const send = client.sendCommand.bind(client);
    client.sendCommand = (command, stream) => {
      const outcome = send(command, stream);
      command.promise.then(
        () => answered(client),
        (error: unknown) => settled(client, error),
      );
      return outcome;
    };
  };

  return {
    /** Follows a client until it is closed on purpose. */
    watch: (client: Redis) => {
      watched.add(client);
      observeCommands(client);
      // Without an 'error' listener, a connection error would stop the process.
      client.on("error", (error: Error) => failed(client, error));
      client.on("reconnecting", () => failed(client, new Error("connection to Redis lost")));
      // Ready is not yet answering: a subscriber subscribes again right after it, and a ping
      // answered on the same connection comes after those subscriptions took effect.
      client.on("ready", () => void client.ping());
      client.on("end", () => {
        watched.delete(client);
        answering.delete(client);
      });
    },
  };
};

export type RedisHealth = ReturnType<typeof trackRedis>;
