// Loaded with NODE_OPTIONS=--import (which refuses --cpu-prof): profiles the process from start to
// exit and writes SHELL_PROFILE_DIR/shell-<pid>.cpuprofile (frontRenderProfile.ts, decision 211).
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';

const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
process.on('exit', () => {
  // Synchronous on the process's own session: written before the process ends.
  session.post('Profiler.stop', (error, result) => {
    if (!error) {
      writeFileSync(`${process.env.SHELL_PROFILE_DIR}/shell-${process.pid}.cpuprofile`, JSON.stringify(result.profile));
    }
  });
});
