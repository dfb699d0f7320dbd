// The live pointers this process has switched, so that a command that fails says truly whether
// the live site changed (its failure report): a site rollback or `npm start` may fail after some
// switches.

const made: { bundle: string; version: string }[] = [];

/** Called once a bundle's entry file names `version`: visitors get it from now on. */
export function recordSwitch(bundle: string, version: string): void {
  made.push({ bundle, version });
}

/** Every switch this process has made, oldest first. */
export function switchesMade(): { bundle: string; version: string }[] {
  return [...made];
}
