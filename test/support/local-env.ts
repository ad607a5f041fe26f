import { inject } from 'vitest';

// Imported first by tests that touch the data path: handlers and the data layer read these at load.
Object.assign(process.env, inject('localEnv'));
