export * from './roles.js';
export * from './limits.js';
export * from './settings.js';
export * from './scores.js';
export * from './errors.js';
export * from './schemas.js';
export * from './fact-check.js';
export * from './saved-queries.js';
