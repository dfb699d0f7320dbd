// The CPU time of this process's children that have ended (and of theirs, reaped by them), read from
// Linux's /proc: what a command cost the machine, a figure that moves far less than its wall-clock
// time when others share the cores.
import { readFileSync } from 'node:fs';

/** Linux reports these times in ticks of 1/100 s (USER_HZ) to every program. */
const TICKS_PER_SECOND = 100;

/**
 * User and system CPU seconds of the ended children so far; NaN where /proc is not there.
 * @returns {number}
 */
export function endedChildrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // After the command name in parentheses: field 3 (state) onwards; cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
