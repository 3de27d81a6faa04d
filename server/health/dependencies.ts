import type { FastifyBaseLogger } from "fastify";

/** What the server depends on beside its own process; the readiness check reports each. */
export type DependencyName = "database" | "redis" | "smtp" | "paymentProvider";

export interface DependencyState {
  up: boolean;
  /** Since when it is in this state (ISO time). */
  since: string;
  /** The last error seen while down; never a secret (no URL, no password). */
  error?: string;
}

export interface Dependencies {
  /** Records that `name` answers; logs once when it comes back. */
  up(name: DependencyName): void;
  /** Records that `name` failed; logs once when it goes, not at every failed call. */
  down(name: DependencyName, error: unknown): void;
  isUp(name: DependencyName): boolean;
  /** The dependencies this instance uses, with their states. */
  states(): Partial<Record<DependencyName, DependencyState>>;
  /** Declares a dependency this instance uses (up until told otherwise). */
  use(name: DependencyName): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The states of the dependencies as this instance last met them. A change of state is one log
 * line (warn going down, info coming back), so an outage under load does not flood the log.
 */
export const trackDependencies = (log: FastifyBaseLogger, now = () => new Date()): Dependencies => {
  const states = new Map<DependencyName, DependencyState>();
  const use = (name: DependencyName) => {
    if (!states.has(name)) states.set(name, { up: true, since: now().toISOString() });
  };
  return {
    use,
    up: (name) => {
      const state = states.get(name);
      if (state?.up) return;
      states.set(name, { up: true, since: now().toISOString() });
      if (state) log.info({ dependency: name }, `${name} is back`);
    },
    down: (name, error) => {
      const state = states.get(name);
      const message = messageOf(error);
      if (state && !state.up) {
        state.error = message;
        return;
      }
      states.set(name, { up: false, since: now().toISOString(), error: message });
      log.warn({ dependency: name, error: message }, `${name} is unavailable: degraded`);
    },
    isUp: (name) => states.get(name)?.up ?? true,
    states: () => Object.fromEntries(states),
  };
};
