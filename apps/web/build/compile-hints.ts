import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read it as a comment). At the
 * top of a script it has the engine compile every function while the file streams in, off the
 * main thread, instead of each function on its first call, in the middle of the page's first
 * render, commit and effects. It must be the file's first line: a hint below Vite's preload list
 * (where `output.postBanner` puts it) was not honoured (docs/performance.md, "Compiled while it
 * downloads"). The line is the same in every build, so a file's hash still names its content.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the hint on the first line of every script in the bundle, and moves their source maps down one line. */
export function addCompileHints(bundle: Rolldown.OutputBundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    const map = bundle[`${chunk.fileName}.map`];
    if (map?.type !== 'asset') continue;
    const parsed = JSON.parse(String(map.source));
    // A source map's lines are separated by ';': one more in front shifts every mapping down.
    map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
  }
}

export function compileHints(): Plugin {
  return {
    name: 'tod:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own handler, which puts the preload list at the top of the entry.
    generateBundle: { order: 'post', handler: (_options, bundle) => addCompileHints(bundle) },
  };
}
