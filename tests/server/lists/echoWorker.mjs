// A worker for tests/server/lists/workerThreads.test.ts: it answers its task, fails on "fail",
// dies on "die", and on `{ meeting }` waits (up to 10 s) until another task has come to the
// same meeting, answering whether one did.
export default (task) => {
  if (task === "die") process.exit(3);
  if (task === "fail") throw new Error("failed on purpose");
  if (task?.meeting) {
    const arrived = new Int32Array(task.meeting);
    Atomics.add(arrived, 0, 1);
    Atomics.notify(arrived, 0);
    const deadline = Date.now() + 10_000;
    for (let count = Atomics.load(arrived, 0); count < 2; count = Atomics.load(arrived, 0)) {
      if (Atomics.wait(arrived, 0, count, deadline - Date.now()) === "timed-out") return false;
    }
    return true;
  }
  return task;
};
