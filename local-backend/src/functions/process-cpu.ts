import { readFileSync } from 'node:fs';

// /proc counts CPU time in clock ticks of USER_HZ, which Linux fixes at 100 a second for userland.
const MS_PER_TICK = 10;

/**
 * CPU time (user + system) spent so far by the main thread of process `pid`, in ms, or null where
 * /proc is not there (not Linux) or the process is gone. Deno runs a function's JavaScript on its
 * main thread; its garbage collector and I/O helper threads are left out, as hosted counts the
 * isolate's own CPU time.
 */
export function mainThreadCpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 (utime) and 15 (stime) of proc(5) are the 12th and 13th after the name.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) * MS_PER_TICK : null;
}
