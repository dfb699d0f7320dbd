// The live pointers this process has switched, so that a command that fails says truly whether
// the live site changed (cli.mjs): a site rollback or `npm start` may fail after some switches.

/** @type {{ bundle: string, version: string }[]} */
const made = [];

/** Called once a bundle's entry file names `version`: visitors get it from now on. @param {string} bundle @param {string} version */
export function recordSwitch(bundle, version) {
  made.push({ bundle, version });
}

/** Every switch this process has made, oldest first. */
export function switchesMade() {
  return [...made];
}
