// Reads the parts of a GitHub workflow that the tests check, from its text as prettier lays it out
// (two spaces per level): the jobs, a job's keys, and the inline scripts of its `run:` blocks.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const WORKFLOWS = path.join(ROOT, '.github/workflows');

/** @returns {string[]} every workflow file, relative to the repository */
function workflowFiles() {
  return readdirSync(WORKFLOWS)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => path.relative(ROOT, path.join(WORKFLOWS, name)));
}

/** @param {string} file relative to the repository @returns {string} */
const readWorkflow = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/**
 * The lines under `heading` indented deeper than it, up to the next line as shallow as it.
 * @param {string[]} lines @param {number} at index of the heading
 */
function blockAt(lines, at) {
  const depth = (/** @type {string} */ line) => line.length - line.trimStart().length;
  const own = depth(lines[at] ?? '');
  const end = lines.findIndex((line, i) => i > at && line.trim() !== '' && depth(line) <= own);
  return lines.slice(at + 1, end === -1 ? undefined : end).join('\n');
}

/**
 * The jobs of a workflow, each as the text of its body.
 * @param {string} text @returns {Map<string, string>}
 */
function jobsOf(text) {
  const lines = text.split('\n');
  const body = blockAt(lines, lines.indexOf('jobs:')).split('\n');
  /** @type {Map<string, string>} */
  const jobs = new Map();
  body.forEach((line, i) => {
    const id = /^ {2}([\w-]+):$/.exec(line)?.[1];
    if (id) jobs.set(id, blockAt(body, i));
  });
  return jobs;
}

/**
 * A key of a job (four spaces in): its value on the same line, or the block below it.
 * @param {string} job a job's body (jobsOf) @param {string} key @returns {string | undefined}
 */
function jobKey(job, key) {
  const lines = job.split('\n');
  const at = lines.findIndex((line) => line.startsWith(`    ${key}:`));
  if (at === -1) return undefined;
  const inline = (lines[at] ?? '').slice(`    ${key}:`.length).trim();
  return inline && inline !== '>-' && inline !== '|' ? inline : blockAt(lines, at);
}

/**
 * The Node scripts a job runs inline (`node -e '…'`, single-quoted), in order.
 * @param {string} job @returns {string[]}
 */
const nodeScriptsOf = (job) =>
  [...job.matchAll(/node (?:--input-type=module )?-e '\n([\s\S]*?)'/g)].map((m) => m[1] ?? '');

module.exports = { ROOT, jobKey, jobsOf, nodeScriptsOf, readWorkflow, workflowFiles };
