import { LOCAL_PUSH_SERVICE_PORT } from './config.ts';
import { startPushStandIn } from './pushStandIn.ts';

/** `npm run push -w @newsroom/backend` (run by `npm start`): the local push service stand-in. */
const requested = Number(process.env.PUSH_SERVICE_PORT || Number.NaN);
const standIn = await startPushStandIn({
  host: process.env.PUSH_SERVICE_HOST ?? '127.0.0.1',
  port: Number.isInteger(requested) && requested >= 0 ? requested : LOCAL_PUSH_SERVICE_PORT,
  publicUrl: process.env.PUSH_SERVICE_URL || undefined,
});
console.log(`Push service stand-in at ${standIn.url} (JSON: /api/messages; subscribe: POST /subscriptions)`);
const stop = () => void standIn.close().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
