#!/usr/bin/env node
/** The `ironkeep` command (bin of @ironkeep/local-service). */
import { runCli } from './cli/program';

void runCli(process.argv.slice(2)).then((code) => {
  // `start --foreground` keeps the process alive with its open server; others end here.
  process.exitCode = code;
});
