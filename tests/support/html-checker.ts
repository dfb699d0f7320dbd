import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The W3C Nu HTML checker of the npm package vnu-jar, run with the machine's Java. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** One problem the checker found, as a line a reader can act on. */
const asLine = (message: VnuMessage) =>
  `${message.message}${message.extract ? ` in ${JSON.stringify(message.extract.trim())}` : ''}`;

/**
 * Checks every document in one run of the checker (its JVM takes seconds to start) and returns
 * the errors of each, by name. Warnings and notes are not errors; fatal errors are.
 */
export async function htmlErrors(documents: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'html-check-'));
  try {
    const files = Object.entries(documents).map(([name, html]) => {
      const file = path.join(dir, `${name.replace(/[^a-z0-9-]+/gi, '-')}.html`);
      writeFileSync(file, html);
      return [name, file] as const;
    });
    const report = await new Promise<string>((resolve, reject) =>
      execFile(
        'java',
        ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.map(([, file]) => file)],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) =>
          error
            ? reject(new Error(`The Nu HTML checker did not run (is Java 17+ installed?): ${error.message}`))
            : resolve(stderr),
      ),
    );
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    const errors: Record<string, string[]> = {};
    for (const [name, file] of files) {
      errors[name] = messages
        .filter(
          (message) => message.type !== 'info' && message.url && path.resolve(new URL(message.url).pathname) === file,
        )
        .map(asLine);
    }
    const unplaced = messages.filter((message) => message.type !== 'info' && !message.url);
    if (unplaced.length) throw new Error(`The Nu HTML checker failed: ${unplaced.map(asLine).join('; ')}`);
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
