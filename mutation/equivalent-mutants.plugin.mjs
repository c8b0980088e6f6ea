import path from 'node:path';
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';
import { equivalentMutants } from './equivalent-mutants.mjs';

// Applies mutation/equivalent-mutants.mjs (docs/mutation.md, "Ignored on purpose").
//
// Stryker asks an ignorer about each node before it makes that node's mutants; a reason returned
// leaves out every mutant of the node and of the nodes inside it, whatever its mutator. That is
// what an entry for 'all' needs. An entry for some mutators only cannot be said that way (the
// ignorer is not told the mutator), so for those the plugin hands Stryker the same directive a
// `// Stryker disable next-line <mutators>: <reason>` comment would be, for each line the code
// spans: when the file's root node is entered, it attaches the directive to the first node that
// starts on that line, which Stryker reads when it enters that node, before making its mutants.

const normalise = (text) => text.replace(/\s+/g, ' ').trim();
const entriesByFile = new Map();
for (const entry of equivalentMutants) entriesByFile.set(entry.file, [...(entriesByFile.get(entry.file) ?? []), entry]);

/** The outermost nodes whose source starts with each entry's code: one per entry, or the run stops. */
function findNodes(programPath, entries, fileName) {
  const source = programPath.hub.file.code;
  const found = new Map(entries.map((entry) => [entry, []]));
  programPath.traverse({
    enter(p) {
      const text = normalise(source.slice(p.node.start, p.node.end));
      for (const entry of entries) {
        if (!text.startsWith(normalise(entry.code))) continue;
        const nodes = found.get(entry);
        if (!nodes.some((outer) => p.findParent((parent) => parent.node === outer.node))) nodes.push(p);
      }
    },
  });
  for (const [entry, nodes] of found) {
    if (nodes.length !== 1) {
      throw new Error(
        `mutation/equivalent-mutants.mjs: "${entry.code}" is found ${nodes.length} times in ${fileName}, where it must be once`,
      );
    }
  }
  return new Map([...found].map(([entry, [node]]) => [entry, node]));
}

/** The first node in traversal order that starts on each line: Stryker enters it before any other node of that line. */
function firstNodeOnEachLine(programPath) {
  const first = new Map();
  programPath.traverse({
    enter(p) {
      const line = p.node.loc?.start.line;
      if (line !== undefined && !first.has(line)) first.set(line, p.node);
    },
  });
  return first;
}

function addDirectives(programPath, entries, nodes) {
  const firstOnLine = firstNodeOnEachLine(programPath);
  for (const entry of entries) {
    const { start, end } = nodes.get(entry).node.loc;
    for (let line = start.line; line <= end.line; line += 1) {
      const node = firstOnLine.get(line);
      if (!node) continue;
      node.leadingComments = [
        ...(node.leadingComments ?? []),
        {
          type: 'CommentBlock',
          value: ` Stryker disable next-line ${entry.mutators.join(',')}: ${entry.reason} `,
          loc: node.loc,
        },
      ];
    }
  }
}

/** Per file being instrumented: the nodes whose mutants are all left out, with their reasons. */
const ignoredNodes = new Map();

export const equivalentMutantsIgnorer = {
  shouldIgnore(nodePath) {
    if (nodePath.isProgram()) {
      const fileName = path.relative(process.cwd(), nodePath.hub.file.opts.filename).split(path.sep).join('/');
      const entries = entriesByFile.get(fileName) ?? [];
      const nodes = findNodes(nodePath, entries, fileName);
      const whole = entries.filter((entry) => entry.mutators === 'all');
      ignoredNodes.set(nodePath.hub.file, new Map(whole.map((entry) => [nodes.get(entry).node, entry.reason])));
      addDirectives(
        nodePath,
        entries.filter((entry) => entry.mutators !== 'all'),
        nodes,
      );
      return undefined;
    }
    return ignoredNodes.get(nodePath.hub.file)?.get(nodePath.node);
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'equivalent-mutants', equivalentMutantsIgnorer)];
