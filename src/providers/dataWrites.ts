import type { BaseKey, DataProvider } from "@refinedev/core";

/** A record the data provider has just created or deleted (its request answered with success). */
export type DataWrite =
  | { type: "created"; resource: string }
  | { type: "deleted"; resource: string; id: BaseKey };

type Listener = (write: DataWrite) => void;

const listeners = new Set<Listener>();

/** Calls `listener` after each create and delete the app's data provider completes. */
export const onDataWrite = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const announce = (write: DataWrite) => {
  for (const listener of listeners) listener(write);
};

/**
 * The data provider, telling the app when a record was created or deleted: whatever screen or
 * hook made the call, the shell learns of it from the one place every write goes through
 * (closeFinishedPages.ts closes the pages that have done their work), not from Refine's own keys.
 */
export const announcingWrites = <P extends DataProvider>(provider: P): P => ({
  ...provider,
  create: async (params) => {
    const result = await provider.create(params);
    announce({ type: "created", resource: params.resource });
    return result;
  },
  deleteOne: async (params) => {
    const result = await provider.deleteOne(params);
    announce({ type: "deleted", resource: params.resource, id: params.id });
    return result;
  },
});
