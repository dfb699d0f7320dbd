// What tests outside the package share with its own (packages/README.md): targets that count what a
// command reads and writes, the kinds of target the release commands' tests run on alike, and
// builds and a build tool and smoke run that need no webpack and no browser.
export { countingTarget, type Counts } from './testing/counting-target';
export { targetKinds } from './testing/target-kinds';
export { fakeBuild, fakeSource, publishFakeRelease } from './testing/fake-builds';
export { fakeTools } from './testing/fake-tools';
