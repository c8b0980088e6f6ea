// Preloaded (node --require) before dependency-cruiser runs. TypeScript 7 has no JavaScript
// API, so dependency-cruiser parses TypeScript with swc; its swc parser never turns on swc's
// `tsx` flag, so every .tsx file fails on its first JSX tag. This turns the flag on for .tsx
// files only (`<T>value` casts in .ts files need it off). ADR 0024 explains the choice.
const swc = require('@swc/core');

const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (fileName, options) => parseFileSync(fileName, { ...options, tsx: fileName.endsWith('.tsx') });
