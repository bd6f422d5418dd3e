import { LOCAL_INBOX_PORT, LOCAL_SMTP_PORT } from '../config.ts';
import { startMailCatcher } from './mailCatcher.ts';

/** `npm run mail -w @newsroom/backend` (run by `npm start`): the local mail catcher. */
function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

const catcher = await startMailCatcher({
  host: process.env.MAIL_CATCHER_HOST ?? '127.0.0.1',
  smtpPort: port(process.env.SMTP_PORT, LOCAL_SMTP_PORT),
  httpPort: port(process.env.MAIL_INBOX_PORT, LOCAL_INBOX_PORT),
});
console.log(`Mail catcher: SMTP on port ${catcher.smtpPort}, inbox at ${catcher.inboxUrl} (JSON: /api/messages)`);
const stop = () => void catcher.close().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
