// Replaced at build time by bench/exposed-modules-loader.js (bench/webpack.monolith.js): every
// module the site manifest exposes, by remote key and module name, as a lazy import.
const modules: Record<string, Record<string, () => Promise<unknown>>> = {};
export default modules;
