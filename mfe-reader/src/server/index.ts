// Entry of the reader's server build. The build exists for its federation container
// (dist/server/remoteEntry.js, exposing the modules in rsbuild.config.ts); nothing runs from here.
export {};
