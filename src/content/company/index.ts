/**
 * The company's own copy, in one import: `import { company, heroSlides } from '../content/company/index.ts'`.
 * Each module can also be imported on its own.
 */
export * from './identity.ts';
export * from './icons.ts';
export * from './image-paths.ts';
export * from './home.ts';
export * from './about.ts';
export * from './contact.ts';
export * from './events.ts';
export * from './legal.ts';
export type * from './types.ts';
