import { inject } from 'vitest';

// A setup file of every project that starts the stack (vitest.config.ts `stackEnv`): it runs before
// each file's imports, as the handlers and the data layer read these when they are first loaded.
Object.assign(process.env, inject('localEnv'));
