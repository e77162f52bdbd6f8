// A feed-import worker in a process of its own, for feed-crash.test.ts: the real FeedsService on the
// database in DATABASE_URL, with the heartbeat and batch size given in FEED_HEARTBEAT_SECONDS and
// FEED_BATCH_SIZE. Prints "ready" once it polls; killed by the test.
import { initOrm } from '../../db/orm.js';
import { FeedsService } from '../../modules/feeds/feeds.service.js';

const orm = await initOrm(process.env.DATABASE_URL!, { pool: 4 });
const feeds = new FeedsService(orm, {
  batchSize: Number(process.env.FEED_BATCH_SIZE ?? 50),
  heartbeatSeconds: Number(process.env.FEED_HEARTBEAT_SECONDS ?? 10),
  superviseIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
});
await feeds.start();
console.log('ready');
