# The origin: the shell server on this machine. scripts/lib/varnish.mjs writes its own origin.vcl
# (same backend name, the shell's actual port) into a work folder searched before this one.
backend origin {
  .host = "127.0.0.1";
  .port = "3000";
}
