// Plain JavaScript: Jest loads test environments outside its ESM/TypeScript pipeline.
// The db project's environment: a test file fails when it leaves behind what it started.
// After the file's last hook it looks for
// - timers set through the file's setTimeout/setInterval that are still scheduled, ref'd or not:
//   a timer left behind keeps its closure (a closed shop, its DataSource, the file's whole module
//   graph) alive, and a ref'd one keeps the worker from exiting ("a worker process has failed to
//   exit gracefully");
// - handles (sockets, servers, child processes, file watchers) that were not open before the file
//   and still hold the event loop.
// Closing is asynchronous (a socket's end, a pool's last client), so it looks again for up to
// SETTLE_MS before it reports. Docs: docs/configuration.md, "Tests".
import { TestEnvironment } from 'jest-environment-node';

const SETTLE_MS = 2_000;
const POLL_MS = 50;
/** Pruning fired and cleared timers once the record passes this many keeps the record small. */
const PRUNE_AT = 1_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Node marks a timer `_destroyed` once it fired (a timeout) or was cleared; there is no public flag. */
const isScheduled = (timer) => timer !== null && typeof timer === 'object' && timer._destroyed !== true;

/** Jest's own hook and test timeouts, set through the file's global too: the caller (the stack's first line) is Jest. */
const isJestTimer = (stack) => /[\\/]node_modules[\\/](jest-circus|@jest|jest-runtime|expect)[\\/]/.test(stack.split('\n')[0] ?? '');

/**
 * A ref'd timer holds the worker; an interval, or an unref'd timeout longer than BOUNDED_MS (the
 * kind that re-arms itself, like the old limiter's 5 minutes), holds memory. An unref'd timeout of a
 * minute or less (the in-memory limiter's per-client window) ends by itself.
 */
const BOUNDED_MS = 60_000;
const outlivesTheFile = (entry) => entry.timer.hasRef() || entry.kind === 'interval' || entry.timer._idleTimeout > BOUNDED_MS;

const stackOf = (error) => (error.stack ?? '').split('\n').slice(2, 9).join('\n');

const describeHandle = (handle) => {
  const kind = handle?.constructor?.name ?? typeof handle;
  if (typeof handle?.address === 'function' && typeof handle?.listen === 'function') return `${kind} listening on ${JSON.stringify(handle.address())}`;
  if (typeof handle?.remotePort === 'number') return `${kind} ${handle.localAddress}:${handle.localPort} -> ${handle.remoteAddress}:${handle.remotePort}`;
  if (typeof handle?.pid === 'number') return `${kind} pid ${handle.pid} (${handle.spawnfile ?? ''})`;
  const inner = handle?._handle?.constructor?.name;
  return inner === undefined ? kind : `${kind} over a ${inner}${typeof handle._handle.fd === 'number' ? ` (fd ${handle._handle.fd})` : ''}`;
};

/**
 * The worker's own standard streams, opened the first time anything touches them (a library that
 * looks at process.stdin opens it); stdin counts only while it is being read.
 */
const isStandardStream = (handle) => {
  const fd = handle?._handle?.fd;
  return (fd === 1 || fd === 2 || (fd === 0 && handle.readableFlowing !== true)) && typeof handle.remotePort !== 'number';
};

const holdsEventLoop = (handle) => {
  if (handle?.destroyed === true || isStandardStream(handle)) return false;
  return typeof handle?.hasRef === 'function' ? handle.hasRef() : true;
};

export default class NoLeaksEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.timers = new Set();
    this.handlesBefore = new Set();
    this.recordTimers('setTimeout', 'timeout');
    this.recordTimers('setInterval', 'interval');
  }

  /** Wraps the file's global `name` so each timer it sets is remembered with where it was set. */
  recordTimers(name, kind) {
    const original = this.global[name];
    const timers = this.timers;
    const recording = function (...args) {
      const timer = original.apply(this, args);
      if (timers.size >= PRUNE_AT) for (const entry of timers) if (!isScheduled(entry.timer)) timers.delete(entry);
      // The stack as text now: an unread Error keeps its frames' receivers (a closed shop) alive.
      timers.add({ timer, kind, site: stackOf(new Error()) });
      return timer;
    };
    // util.promisify(setTimeout) and friends keep working on the wrapper.
    Object.defineProperties(recording, Object.getOwnPropertyDescriptors(original));
    this.global[name] = recording;
  }

  async setup() {
    await super.setup();
    this.handlesBefore = new Set(process._getActiveHandles());
  }

  leftBehind() {
    const timers = [...this.timers]
      .filter((entry) => isScheduled(entry.timer) && outlivesTheFile(entry))
      .map((entry) => ({ entry, stack: entry.site }))
      .filter(({ stack }) => !isJestTimer(stack))
      .map(({ entry, stack }) => `${entry.kind === 'interval' ? 'an' : 'a'} ${entry.kind} of ${entry.timer._idleTimeout} ms${entry.timer.hasRef() ? '' : ' (unref\'d)'}, set\n${stack}`);
    const handles = process
      ._getActiveHandles()
      .filter((handle) => !this.handlesBefore.has(handle) && holdsEventLoop(handle))
      .map((handle) => `an open ${describeHandle(handle)}`);
    return [...timers, ...handles];
  }

  /** The leaks once closing had SETTLE_MS to finish. */
  async settledLeaks() {
    let leaks = this.leftBehind();
    for (let waited = 0; leaks.length > 0 && waited < SETTLE_MS; waited += POLL_MS) {
      await sleep(POLL_MS);
      leaks = this.leftBehind();
    }
    return leaks;
  }

  /** After the file's last hook (`run_finish`), the leaks fail the file beside its tests' own results. */
  async handleTestEvent(event, state) {
    if (event.name !== 'run_finish') return;
    const leaks = await this.settledLeaks();
    if (leaks.length === 0) return;
    const error = new Error(`The test file left ${leaks.length} thing(s) running after its last hook (close what it starts, clear its timers; docs/configuration.md, "Tests"):\n\n${leaks.join('\n\n')}`);
    // The sites are in the message already; Jest would print them twice.
    error.stack = error.message;
    state.unhandledErrors.push(error);
  }

  async teardown() {
    this.timers.clear();
    this.handlesBefore.clear();
    await super.teardown();
  }
}
