import { readFileSync } from 'node:fs';
import type { MediaToolkit } from '../src/server/media/toolkit.js';

/**
 * CPU seconds of the ffmpeg runs a toolkit starts: /proc/<pid>/stat's utime + stime, sampled
 * every 100 ms until the process ends (the machine is shared, so wall time alone says little).
 */
export function cpuWatch() {
  let total = 0;
  const timers: NodeJS.Timeout[] = [];
  const ticks = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return null;
    }
  };
  return {
    wrap(base: MediaToolkit): MediaToolkit {
      return {
        ...base,
        run: async (args, options = {}) => {
          let last = 0;
          let timer: NodeJS.Timeout | undefined;
          try {
            await base.run(args, {
              ...options,
              onSpawn: (pid) => {
                options.onSpawn?.(pid);
                timer = setInterval(() => (last = ticks(pid) ?? last), 100);
                timers.push(timer);
              },
            });
          } finally {
            clearInterval(timer);
            total += last;
          }
        },
      };
    },
    stop: () => {
      timers.forEach(clearInterval);
      return total;
    },
  };
}
