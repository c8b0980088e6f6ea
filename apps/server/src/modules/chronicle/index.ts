// What other modules may call: the ticker shows the chronicle's headlines (docs/quests.md, "Daily chronicle").
export { chronicleDigestJob, chronicleHeadlines } from './chronicle.service.ts';
