import { LimitScope } from '../../limits/limit-set.entity';
import { ReachedLimit } from './limit-gate';

// What the signed-in assistants say when a limit stops an answer (issue 40): the member reads
// it in the chat, so it names whose limit it is and when it lets them go on, in plain words.

const WHOSE: Record<LimitScope, string> = {
  team: "Your team's",
  member: 'Your',
  token: "This API token's",
};

const DAY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "1 request", "60 requests". */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "in 12 seconds", "in 1 second": how long until a minute window frees. */
function inSeconds(resetsAt: Date, nowMs: number): string {
  return `in ${count(Math.max(1, Math.ceil((resetsAt.getTime() - nowMs) / 1000)), 'second')}`;
}

export function limitInWords(reached: ReachedLimit, nowMs: number): string {
  const whose = WHOSE[reached.level];
  switch (reached.kind) {
    case 'm':
      return `${whose} monthly token budget is used up; it renews on ${DAY.format(reached.resetsAt)}.`;
    case 'r':
      return `${whose} limit of ${count(reached.limit, 'request')} per minute is reached; try again ${inSeconds(reached.resetsAt, nowMs)}.`;
    case 't':
      return `${whose} limit of ${count(reached.limit, 'token')} per minute is reached; try again ${inSeconds(reached.resetsAt, nowMs)}.`;
    case 'c':
      return `${whose} limit of ${count(reached.limit, 'answer')} at once is reached; try again when one has finished.`;
  }
}
