import { z } from 'zod';

// zod compiles a fast path with `new Function` when a schema is created, which the strict
// Content-Security-Policy refuses (a console violation on every page). This module is main.tsx's
// first import, so it runs before any contract schema exists.
z.config({ jitless: true });
