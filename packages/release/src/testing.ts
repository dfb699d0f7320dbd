// What tests outside the package share with its own (packages/README.md): targets that count what a
// command reads and writes, and the kinds of target the release commands' tests run on alike.
export { countingTarget, type Counts } from './testing/counting-target';
export { targetKinds } from './testing/target-kinds';
