import { lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { courierSchedule } from './couriers.tables';

/**
 * Claims a recurring job for this period: true for exactly one copy of the server once `everyMs` has
 * passed since it last ran anywhere (one statement: the row's update is the claim).
 */
export async function claimJob(db: Database, job: string, everyMs: number): Promise<boolean> {
  const now = new Date();
  const claimed = await db
    .insert(courierSchedule)
    .values({ job, ranAt: now })
    .onConflictDoUpdate({
      target: courierSchedule.job,
      set: { ranAt: now },
      setWhere: lt(courierSchedule.ranAt, new Date(now.getTime() - everyMs)),
    })
    .returning({ job: courierSchedule.job });
  return claimed.length > 0;
}
