import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** Where the CLI keeps its files: $IRONKEEP_HOME, else ~/.ironkeep. */
export interface CliHome {
  dir: string;
  configFile: string;
  pidFile: string;
  logDir: string;
  logFile: string;
  /** The service's DATA_DIR unless DATA_DIR is set. */
  dataDir: string;
}

export function cliHome(env: NodeJS.ProcessEnv = process.env): CliHome {
  const dir = resolve(env.IRONKEEP_HOME?.trim() || join(homedir(), '.ironkeep'));
  return {
    dir,
    configFile: join(dir, 'config.json'),
    pidFile: join(dir, 'ironkeep.pid'),
    logDir: join(dir, 'logs'),
    logFile: join(dir, 'logs', 'service.log'),
    dataDir: join(dir, 'data'),
  };
}
