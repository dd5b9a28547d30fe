// The drill's log: numbered steps, each with what it proved and how long it took, and the one
// failure that ends the run (DrillFailure: a message for the reader, no stack trace needed).
export class DrillFailure extends Error {}

const timings = [];

export function fail(message) {
  throw new DrillFailure(message);
}

export function check(condition, message) {
  if (!condition) fail(message);
}

/** A line under the current step. */
export function note(text) {
  console.log(`    ${text}`);
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Runs one step of the drill, printing its number, its title and its time. */
export async function step(title, run) {
  const number = timings.length + 1;
  console.log(`\n[${number}] ${title}`);
  const started = Date.now();
  const timing = { title, ms: 0 };
  timings.push(timing);
  try {
    return await run();
  } finally {
    timing.ms = Date.now() - started;
    note(`(${seconds(timing.ms)})`);
  }
}

/** The step times again, for docs/testing.md and for seeing where a slow run went. */
export function printTimings(totalMs) {
  console.log('\n== step times');
  timings.forEach(({ title, ms }, i) =>
    console.log(`${String(i + 1).padStart(3)}. ${seconds(ms).padStart(8)}  ${title}`),
  );
  console.log(`== total ${seconds(totalMs)}`);
}
