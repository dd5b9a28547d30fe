import cliProgress from 'cli-progress';
import { formatBytes, out } from './output';

export interface PullLine {
  status?: string;
  digest?: string;
  total?: number;
  completed?: number;
  error?: string;
}

/** Shows Ollama's pull progress: a live bar on a terminal, 10 % steps in a log or pipe. */
export interface PullProgress {
  update(line: PullLine): void;
  stop(): void;
}

/** A cli-progress bar per layer; status lines without sizes print above it. */
export function terminalProgress(): PullProgress {
  let bar: cliProgress.SingleBar | undefined;
  let digest: string | undefined;
  let lastStatus: string | undefined;
  const stopBar = () => {
    bar?.stop();
    bar = undefined;
  };
  return {
    update(line) {
      if (line.total && line.digest) {
        if (line.digest !== digest) {
          stopBar();
          digest = line.digest;
          bar = new cliProgress.SingleBar(
            {
              format: `${line.status} {bar} {percentage}% | {done} / {size}`,
              hideCursor: true,
              barsize: 30,
            },
            cliProgress.Presets.shades_classic,
          );
          bar.start(line.total, line.completed ?? 0, {
            done: formatBytes(line.completed ?? 0),
            size: formatBytes(line.total),
          });
        }
        bar?.update(line.completed ?? 0, { done: formatBytes(line.completed ?? 0) });
        return;
      }
      if (line.status && line.status !== lastStatus) {
        stopBar();
        digest = undefined;
        lastStatus = line.status;
        out(line.status);
      }
    },
    stop: stopBar,
  };
}

/** Plain lines for logs and CI: each new status, and each layer at every 10 %. */
export function lineProgress(): PullProgress {
  let lastStatus: string | undefined;
  const shown = new Map<string, number>();
  return {
    update(line) {
      if (line.total && line.digest) {
        const percent = Math.floor(((line.completed ?? 0) / line.total) * 100);
        const step = Math.floor(percent / 10) * 10;
        if ((shown.get(line.digest) ?? -1) < step) {
          shown.set(line.digest, step);
          out(
            `${line.status} ${String(percent).padStart(3)}% (${formatBytes(line.completed ?? 0)} / ${formatBytes(line.total)})`,
          );
        }
        lastStatus = line.status;
        return;
      }
      if (line.status && line.status !== lastStatus) {
        lastStatus = line.status;
        out(line.status);
      }
    },
    stop() {},
  };
}
