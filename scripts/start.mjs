// `npm start`: the mail catcher (inbox :54324, SMTP :54325), the push service stand-in (:54326), the backend (:54321), the shell (:3000) and the four remotes (:3001-:3004) from
// their production builds, each port overridable by env (SHELL_PORT, READER_PORT, ... BACKEND_PORT,
// MAIL_INBOX_PORT, SMTP_PORT, PUSH_SERVICE_PORT).
// Ctrl-C / SIGTERM stops every child.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalServices } from './lib/portalServices.mjs';
import { startProcesses } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

startProcesses(portalServices({ root }), { cwd: root });
