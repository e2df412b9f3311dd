import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux on every common architecture). */
const ticksPerSecond = 100;

/** The ids of the processes running now (/proc's numeric entries). */
export function processIds(): string[] {
  return readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
}

/**
 * A process's or thread's `stat` file (`/proc/<pid>/stat`, `/proc/<pid>/task/<tid>/stat`): its program (or thread)
 * name and the user and system CPU it has used so far, in clock ticks. Throws once the process has ended.
 */
export function readStat(file: string): { name: string; userTicks: number; systemTicks: number } {
  const stat = readFileSync(file, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return {
    name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
    userTicks: Number(fields[11]),
    systemTicks: Number(fields[12]),
  };
}

/**
 * User + system CPU seconds a process has used so far, from /proc (Linux); 0 once it has ended. `kernel`: the system
 * part alone (on loopback a socket write also runs the receiving side's TCP work, so it counts the hops).
 */
function seconds(pid: number | string, kernel = false): number {
  try {
    const { userTicks, systemTicks } = readStat(`/proc/${pid}/stat`);
    return ((kernel ? 0 : userTicks) + systemTicks) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every process of one program name (`postgres`: the server and all its backends). */
function programSeconds(name: string): number {
  let total = 0;
  for (const pid of processIds()) {
    try {
      if (readStat(`/proc/${pid}/stat`).name === name) total += seconds(pid);
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** Busy CPU seconds of the whole machine so far (every core: /proc/stat's first line less idle and iowait). */
function machineSeconds(): number {
  const [, ...fields] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/);
  const ticks = fields.map(Number);
  const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
  return (total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) / ticksPerSecond;
}

/** `machine`: every busy core, so `machine - servers - postgres - generator` is what else ran (other people's work). */
export type CpuShare = {
  servers: number;
  serversKernel: number;
  postgres: number;
  generator: number;
  generatorKernel: number;
  machine: number;
  wallSeconds: number;
};

/**
 * Where a load's CPU went between `start` and the returned `stop`: the server processes, PostgreSQL (every backend of
 * the local server: other databases' work counts too, so run it on a quiet machine) and this process (the load
 * generator, which shares the cores with both). In CPU seconds, with the wall time to read them as a share of cores.
 */
export function cpuShare(serverPids: number[]): () => CpuShare {
  const read = () => ({
    servers: serverPids.reduce((sum, pid) => sum + seconds(pid), 0),
    serversKernel: serverPids.reduce((sum, pid) => sum + seconds(pid, true), 0),
    postgres: programSeconds("postgres"),
    generator: seconds(process.pid),
    generatorKernel: seconds(process.pid, true),
    machine: machineSeconds(),
    at: performance.now(),
  });
  const before = read();
  return () => {
    const after = read();
    return {
      servers: after.servers - before.servers,
      serversKernel: after.serversKernel - before.serversKernel,
      postgres: after.postgres - before.postgres,
      generator: after.generator - before.generator,
      generatorKernel: after.generatorKernel - before.generatorKernel,
      machine: after.machine - before.machine,
      wallSeconds: (after.at - before.at) / 1000,
    };
  };
}
