/** A script file as the text of an inline <script> (see inline-script.js). */
export function inlineScriptText(file: string): string;
