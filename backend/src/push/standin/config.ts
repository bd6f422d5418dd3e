/** The local push service stand-in's port (PUSH_SERVICE_PORT), next to the mail catcher's 54324/54325. */
export const LOCAL_PUSH_SERVICE_PORT = 54326;
