// Settings both mutation runs share (docs/mutation.md explains how to run and read them).
export function strykerConfig({ area, vitestConfig, mutate }) {
  return {
    testRunner: 'vitest',
    vitest: { configFile: vitestConfig, related: true },
    plugins: ['@stryker-mutator/vitest-runner', './mutation/equivalent-mutants.plugin.mjs'],
    mutate,
    // Mutants no caller can tell from the code, each with its reason (mutation/equivalent-mutants.mjs).
    ignorers: ['equivalent-mutants'],
    // Each mutant runs only the tests that reached it.
    coverageAnalysis: 'perTest',
    // The machine is shared: two workers at most, overridable with --concurrency.
    concurrency: 2,
    timeoutMS: 20_000,
    // The server's first run (every suite, with coverage) takes minutes on a loaded machine.
    dryRunTimeoutMinutes: 40,
    timeoutFactor: 2,
    // Rerunning only what changed since the last run keeps the loop short while writing tests.
    incremental: true,
    incrementalFile: `reports/mutation/${area}/stryker-incremental.json`,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${area}/index.html` },
    jsonReporter: { fileName: `reports/mutation/${area}/mutation.json` },
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    ignorePatterns: ['reports', 'e2e', 'bench', 'bench-web', 'sim', 'apps/web', 'docs', '**/dist', '**/data'],
    thresholds: { high: 90, low: 85, break: null },
  };
}
