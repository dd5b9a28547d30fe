// The e2e files' test environment: Node's, plus a check that every app a file started was
// closed. An app left open keeps its database pool, Redis connections and pollers alive after
// the file ends, so jest never exits and CI runs out of time (it did): the file that leaked
// fails here, naming where the app was created, and its apps are closed so the run goes on.
const { TestEnvironment } = require('jest-environment-node');

const OPEN_APPS = '__IRONKEEP_OPEN_APPS__';

class E2eEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global[OPEN_APPS] = new Map();
  }

  async teardown() {
    const open = [...(this.global[OPEN_APPS]?.values() ?? [])];
    for (const { app } of open) {
      await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await super.teardown();
    if (open.length) {
      const where = open.map(({ stack }) => stack).join('\n\n');
      throw new Error(`${open.length} app(s) were not closed by the test file:\n${where}`);
    }
  }
}

module.exports = E2eEnvironment;
module.exports.OPEN_APPS = OPEN_APPS;
