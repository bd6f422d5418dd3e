import { startPortal } from './support/portal.ts';
const portal = await startPortal({ supabaseUrl: 'http://127.0.0.1:54400', supabaseAnonKey: process.env.ANON! });
console.log('PORTAL', portal.baseURL);
setInterval(() => {}, 1 << 30);
