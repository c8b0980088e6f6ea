import type { TestProject } from 'vitest/node';
import { setupDatabase } from './global-setup.ts';

export default (project: TestProject) => setupDatabase(project, 'postgres');
