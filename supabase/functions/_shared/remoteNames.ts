/**
 * The registry's rules for a remote's name and version (remoteRegistry.mjs), which the four's
 * names and build versions follow too; the remote_errors and remote_loads tables hold the same.
 * The registry is the shell's file, out of the functions' reach: a name's form and the request
 * limits are the check, and the health tab shows only the names its page's registry lists.
 */
export const REMOTE_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
