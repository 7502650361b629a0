/** Loaded first (`node --import`) by the servers the API tests start as processes on PostgreSQL. */
import { BUSY_MARK, watchBusyQueries } from './pg-busy.ts';

watchBusyQueries((stack) => process.stderr.write(`${BUSY_MARK}\n${stack}\n`));
