// One task at a time in a module worker. A search cannot be interrupted inside the worker, so
// starting a task while another runs, or stop(), terminates the worker, and the next task
// starts a new one.
export class TaskWorker {
  /** A worker of the module script at `url`, started at the first task. */
  constructor(url) {
    this.url = url;
    this.worker = null;
    this.pending = null; // the running task's resolve
    this.last = 0; // the number of the last task sent
  }

  /** Whether a task is running. */
  get busy() {
    return this.pending !== null;
  }

  /** Runs `task` on the game `json` with `options`: resolves to the worker's answer
   * ({ result } or { error }), or to null when the task was stopped or replaced. */
  run(task, json, options) {
    this.stop();
    this.worker ??= new Worker(this.url, { type: "module" });
    const id = ++this.last;
    return new Promise((resolve) => {
      this.pending = resolve;
      this.worker.onmessage = ({ data }) => {
        if (data.id !== id) return;
        this.pending = null;
        resolve(data);
      };
      this.worker.onerror = (e) => {
        this.pending = null;
        this.discard();
        resolve({ error: e.message });
      };
      this.worker.postMessage({ id, task, json, options });
    });
  }

  /** Ends the running task, if any: its run() resolves to null. */
  stop() {
    if (!this.pending) return;
    const resolve = this.pending;
    this.pending = null;
    this.discard();
    resolve(null);
  }

  discard() {
    this.worker?.terminate();
    this.worker = null;
  }
}
