// The write benchmark's figures as printed: one block per phase (writes/s, p50/p99, every status,
// `busy`), the wait events sampled, then each target and check with met / MISSED.
import { percentile } from "./listsLoad.ts";
import type { WaitEvent } from "./waitEvents.ts";
import type { RunFigures, StepFigures } from "./writesLoad.ts";

const TARGETS = {
  intakeShare: 0.04,
  movesShare: 0.025,
  mixedP99Ms: 300,
  scaling: 1.5,
};

/** A phase's writes taken together (a mixed phase's intake and moves), its reads left out. */
export const phaseFigures = (run: RunFigures) => {
  const writes = run.steps.filter((step) => step.writes);
  const times = writes.flatMap((step) => step.times).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const step of run.steps) {
    for (const [status, count] of step.statuses) {
      statuses.set(status, (statuses.get(status) ?? 0) + count);
    }
  }
  const counted = (test: (status: number) => boolean) =>
    [...statuses].reduce((sum, [status, count]) => (test(status) ? sum + count : sum), 0);
  return {
    perSecond: writes.reduce((sum, step) => sum + step.perSecond, 0),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    statuses,
    busy: run.steps.reduce((sum, step) => sum + step.busy, 0),
    serverErrors: counted((status) => status >= 500),
    refusals: counted((status) => status >= 400 && status < 500),
    unanswered: run.unanswered,
  };
};
type PhaseFigures = ReturnType<typeof phaseFigures>;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const statusList = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");

const stepLine = (step: StepFigures) =>
  `    ${step.name.padEnd(7)} ${step.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(step.p50)}  p99 ${ms(step.p99)}  ${statusList(step.statuses)}  busy ${step.busy}`;

export const printPhase = (label: string, run: RunFigures, phase: PhaseFigures) => {
  console.info(
    `writes: ${label.padEnd(38)} ${phase.perSecond.toFixed(0).padStart(6)} writes/s  p50 ${ms(phase.p50)}  p99 ${ms(phase.p99)}  statuses ${statusList(phase.statuses)}  busy ${phase.busy}${phase.unanswered ? `  unanswered ${phase.unanswered}` : ""}`,
  );
  if (run.steps.length > 1) for (const step of run.steps) console.info(stepLine(step));
};

export const printWaitEvents = (waits: { samples: number; events: WaitEvent[] }) => {
  console.info(
    `writes: the server's database sessions during (b), ${waits.samples} samples (sessions on average, share of samples):`,
  );
  for (const { event, sessions, share } of waits.events.slice(0, 6)) {
    console.info(
      `    ${event.padEnd(44)} ${sessions.toFixed(2).padStart(6)}  ${(share * 100).toFixed(0).padStart(3)}%`,
    );
  }
};

const verdict = (name: string, figure: string, met: boolean) => {
  console.info(`writes: ${name.padEnd(44)} ${figure.padEnd(22)} ${met ? "met" : "MISSED"}`);
  return met;
};

/**
 * Prints every target and check; true when the guards are met. The four speed targets are issue
 * 45's and not all met yet (the moves' share is not): they are printed, and become guards, like the
 * other benchmarks' targets, once met; the guards are the answers a correct server never gives.
 */
export const judge = (
  phases: Record<"plain" | "intake" | "intakeFew" | "moves" | "mixed", PhaseFigures>,
  poolRanOut: boolean,
) => {
  const http = [phases.intake, phases.intakeFew, phases.moves, phases.mixed];
  const sum = (pick: (phase: PhaseFigures) => number) =>
    http.reduce((total, phase) => total + pick(phase), 0);
  const intakeShare = phases.intake.perSecond / phases.plain.perSecond;
  const movesShare = phases.moves.perSecond / phases.plain.perSecond;
  const scaling = phases.intake.perSecond / phases.intakeFew.perSecond;
  const targets = [
    verdict(
      `intake / plain inserts (≥ ${TARGETS.intakeShare}×)`,
      `${intakeShare.toFixed(3)}×`,
      intakeShare >= TARGETS.intakeShare,
    ),
    verdict(
      `moves / plain inserts (≥ ${TARGETS.movesShare}×)`,
      `${movesShare.toFixed(3)}×`,
      movesShare >= TARGETS.movesShare,
    ),
    verdict(
      `mixed p99 (≤ ${TARGETS.mixedP99Ms} ms)`,
      ms(phases.mixed.p99),
      phases.mixed.p99 <= TARGETS.mixedP99Ms,
    ),
    verdict(
      `intake at 50 clients / at 5 (≥ ${TARGETS.scaling}×)`,
      `${scaling.toFixed(2)}×`,
      scaling >= TARGETS.scaling,
    ),
  ];
  if (!targets.every(Boolean)) {
    console.info("writes: speed targets not all met yet (issue 45): printed, not a guard");
  }
  const guards = [
    verdict(
      "answers ≥ 500 (0)",
      String(sum((phase) => phase.serverErrors)),
      sum((phase) => phase.serverErrors) === 0,
    ),
    verdict(
      "busy answers (0)",
      String(sum((phase) => phase.busy)),
      sum((phase) => phase.busy) === 0,
    ),
    // The run itself: distinct customers and records mean no refusal; anything else is a fault
    // of the benchmark or a bug the figures would hide.
    verdict(
      "check: answers in 4xx (0)",
      String(sum((phase) => phase.refusals)),
      sum((phase) => phase.refusals) === 0,
    ),
    verdict(
      "check: requests unanswered (0)",
      String(sum((phase) => phase.unanswered)),
      sum((phase) => phase.unanswered) === 0,
    ),
    verdict(
      "check: plain inserts failed (0)",
      String(phases.plain.serverErrors),
      phases.plain.serverErrors === 0,
    ),
    verdict("check: order requests to move left", poolRanOut ? "ran out" : "enough", !poolRanOut),
  ];
  return guards.every(Boolean);
};
