import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { RealtimeHub } from "../realtime/events.ts";
import type { Storage } from "../storage/storage.ts";

/**
 * What every step of the timers tick gets (decision 0041): the database, the hub it announces over, the log, and the
 * file storage (for steps that delete files; absent in tests that do not need it).
 */
export type TimerDeps = { db: Db; realtime: RealtimeHub; logger: Logger; storage?: Storage };

/**
 * One timed rule, exported by the feature it belongs to and run by the timers tick: does what is due at `now`
 * (a compare-and-set or a once-only notification, so a tick that runs twice changes nothing twice) and returns
 * how many items it handled.
 */
export type TimerStep = (deps: TimerDeps, now: Date) => Promise<number>;
