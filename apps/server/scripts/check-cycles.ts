/**
 * No import cycles in the server (issue 40), run by the server's lint task. Two graphs are checked: files
 * (runtime imports; `import type` erases and cannot loop at run time) and modules (`modules/<domain>`,
 * type imports included, because a domain that knows another's types and is known by it is one domain in
 * two folders). A cycle is broken with an event, a port passed in at registration, or by moving the shared
 * piece down (docs/server.md "Import cycles").
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (files.has(candidate)) return candidate;
  return null;
}

interface Edge {
  to: string;
  typeOnly: boolean;
}

/** Every relative import and re-export of a file, with whether it is erased (type-only). */
function importsOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const edges: Edge[] = [];
  for (const node of source.statements) {
    let spec: ts.Expression | undefined;
    let typeOnly = false;
    if (ts.isImportDeclaration(node)) {
      spec = node.moduleSpecifier;
      const clause = node.importClause;
      typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      spec = node.moduleSpecifier;
      typeOnly = node.isTypeOnly;
    }
    if (!spec || !ts.isStringLiteral(spec)) continue;
    const to = resolveLocal(file, spec.text);
    if (to) edges.push({ to, typeOnly });
  }
  return edges;
}

/** Strongly connected components of more than one node (or a node importing itself): the cycles. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || graph.get(v)?.has(v)) found.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

const files = new Set(filesUnder(root));
const fileGraph = new Map<string, Set<string>>();
const moduleGraph = new Map<string, Set<string>>();
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(relative(root, file))?.[1] ?? null;
for (const file of files) {
  const edges = importsOf(file);
  fileGraph.set(file, new Set(edges.filter((e) => !e.typeOnly).map((e) => e.to)));
  const from = moduleOf(file);
  if (!from) continue;
  const targets = moduleGraph.get(from) ?? new Set<string>();
  for (const e of edges) {
    const to = moduleOf(e.to);
    if (to && to !== from) targets.add(to);
  }
  moduleGraph.set(from, targets);
}

const problems = [
  ...cycles(fileGraph).map((c) => `files: ${c.map((f) => relative(root, f)).join(' <-> ')}`),
  ...cycles(moduleGraph).map((c) => `modules: ${c.join(' <-> ')}`),
];
if (problems.length > 0) {
  console.error(`Import cycles in apps/server/src:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`No import cycles among ${files.size} files and ${moduleGraph.size} modules.`);
