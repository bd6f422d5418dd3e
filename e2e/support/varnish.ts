// Varnish with the repository's VCL (deploy/varnish/default.vcl) in front of an origin port, for
// tests and benchmarks: startVarnish({ originPort, port? }) → { url, port, close() }. It waits
// until the VCL answers; its work folder is under os.tmpdir() and close() removes it. Throws with
// the install command when varnishd is missing.
export {
  findVarnishd,
  freePort,
  startVarnish,
  VARNISH_INSTALL_HINT,
  type RunningVarnish,
} from '../../scripts/lib/varnish.mjs';
