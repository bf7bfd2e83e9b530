#!/usr/bin/env node
// One package's types and lint from one TypeScript program (issue 38).
//
// `tsc --noEmit` and typed ESLint (typescript-eslint's projectService) each built the package's whole program,
// so every package was type-checked twice. This builds it once from the package's tsconfig.json, prints its
// diagnostics as tsc does, then hands the same program to ESLint (`parserOptions.programs`).
//
//   node ../../scripts/check-package.mjs <lint paths...>     (from the package's folder, as its `check` script)
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const cwd = process.cwd();
const lintPaths = process.argv.slice(2);
const started = Date.now();

const configFile = ts.findConfigFile(cwd, ts.sys.fileExists, 'tsconfig.json');
if (!configFile) {
  console.error(`No tsconfig.json in ${cwd}`);
  process.exit(2);
}
/** @type {ts.FormatDiagnosticsHost} */
const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => cwd,
  getNewLine: () => ts.sys.newLine,
};
/** @param {ts.Diagnostic} d @returns {never} */
function unrecoverable(d) {
  console.error(ts.formatDiagnostic(d, formatHost));
  process.exit(2);
}
/** @type {ts.ParseConfigFileHost} */
const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: unrecoverable };
const parsed = ts.getParsedCommandLineOfConfigFile(configFile, { noEmit: true }, host);
if (!parsed) {
  console.error(`Could not read ${configFile}`);
  process.exit(2);
}
const program = ts.createProgram({
  rootNames: parsed.fileNames,
  options: parsed.options,
  projectReferences: parsed.projectReferences,
  configFileParsingDiagnostics: parsed.errors,
});
const diagnostics = ts.getPreEmitDiagnostics(program);
const typeErrors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
if (diagnostics.length > 0) {
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
}
const typesSecs = ((Date.now() - started) / 1000).toFixed(1);

const eslint = new ESLint({
  cwd,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { programs: [program], projectService: false, project: false } },
    },
  ],
});
const results = await eslint.lintFiles(lintPaths.length > 0 ? lintPaths : ['.']);
const formatter = await eslint.loadFormatter('stylish');
const text = await formatter.format(results);
if (text) console.log(text);
const lintErrors = results.reduce((n, r) => n + r.errorCount, 0);
const lintWarnings = results.reduce((n, r) => n + r.warningCount, 0);

console.log(
  `${path.basename(cwd)}: ${typeErrors} type error(s) in ${parsed.fileNames.length} files (${typesSecs} s); ` +
    `${lintErrors} lint error(s), ${lintWarnings} warning(s) in ${results.length} files ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s in all)`,
);
process.exit(typeErrors > 0 || lintErrors > 0 ? 1 : 0);
