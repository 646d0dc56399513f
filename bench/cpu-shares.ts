/**
 * Where the machine's two cores went over a run, from /proc (Linux): the shop's server process, the
 * PostgreSQL backends of the bench's database, PostgreSQL's shared processes (WAL writer, checkpointer …),
 * this load generator, other databases' backends, and the machine in all. A shared machine's throughput
 * can only be read beside these.
 */
import { readdir, readFile } from 'node:fs/promises';

/** CPU seconds (user + system) a process has spent so far, from /proc; 0 for one that is gone. */
export async function processCpu(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return 0; // gone since the listing
  }
}

/** Where a PostgreSQL process's CPU is counted: the bench's database, the shared processes, other databases. */
type PostgresKind = 'ours' | 'shared' | 'others';

/** PostgreSQL's CPU seconds: backends of `database`, the shared processes, and other databases' backends. */
type PostgresCpu = Record<PostgresKind, number>;

/** Each PostgreSQL process's kind and CPU seconds so far, by pid. */
type PostgresProcesses = Map<number, { kind: PostgresKind; cpu: number }>;

/** PostgreSQL's processes name their database in their title (`postgres: 15/main: user database host …`). */
async function postgresProcesses(database: string): Promise<PostgresProcesses> {
  const found: PostgresProcesses = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() !== 'postgres') continue;
    const title = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ');
    const words = title.split(/\s+/);
    const kind = words.includes(database)
      ? 'ours'
      : /: (checkpointer|background writer|walwriter|autovacuum launcher|logical replication launcher|archiver|stats collector)/.test(
            title,
          ) || !title.startsWith('postgres: ')
        ? 'shared'
        : 'others';
    found.set(Number(entry), { kind, cpu: await processCpu(Number(entry)) });
  }
  return found;
}

/**
 * What PostgreSQL's processes spent between two listings: a process started meanwhile counts all it
 * spent; one that ended meanwhile (a pool's idle connection closed) counts nothing, since what it spent
 * after the first listing is gone with it (summing the two listings would count it as negative).
 */
function postgresSpent(before: PostgresProcesses, after: PostgresProcesses): PostgresCpu {
  const spent: PostgresCpu = { ours: 0, shared: 0, others: 0 };
  for (const [pid, { kind, cpu }] of after) spent[kind] += cpu - (before.get(pid)?.cpu ?? 0);
  return spent;
}

/** CPU seconds every core of the machine spent busy (user, nice, system, interrupts, steal), from /proc/stat. */
async function machineCpu(): Promise<number> {
  const [, ...ticks] = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

/** CPU seconds spent over a run, by whom. */
export type CpuShares = {
  server: number;
  postgres: number;
  postgresShared: number;
  generator: number;
  otherDatabases: number;
  machine: number;
  /** Wall-clock seconds the run took. */
  elapsed: number;
};

/** Starts counting; the answer, called at the run's end, tells what each part spent meanwhile. */
export async function countCpu(serverPid: number, database: string): Promise<() => Promise<CpuShares>> {
  const read = async () => ({
    server: await processCpu(serverPid),
    postgres: await postgresProcesses(database),
    machine: await machineCpu(),
  });
  const generator = process.cpuUsage();
  const startedAt = performance.now();
  const before = await read();
  return async () => {
    const after = await read();
    const self = process.cpuUsage(generator);
    const postgres = postgresSpent(before.postgres, after.postgres);
    return {
      server: after.server - before.server,
      postgres: postgres.ours,
      postgresShared: postgres.shared,
      generator: (self.user + self.system) / 1e6,
      otherDatabases: postgres.others,
      machine: after.machine - before.machine,
      elapsed: (performance.now() - startedAt) / 1000,
    };
  };
}

/** The shares as percentages of one core (two cores = 200 %). */
export function describeShares(shares: CpuShares): string {
  const pct = (seconds: number) => `${((seconds / shares.elapsed) * 100).toFixed(0)} %`;
  return (
    `server ${pct(shares.server)}, PostgreSQL ${pct(shares.postgres + shares.postgresShared)}, ` +
    `generator ${pct(shares.generator)}; meanwhile other databases' backends ${pct(shares.otherDatabases)}, ` +
    `the machine in all ${pct(shares.machine)}`
  );
}
