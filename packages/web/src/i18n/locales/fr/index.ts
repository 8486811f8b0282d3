// One language's catalogue: the start-up namespace, which travels with this module, and a loader
// for each other namespace. Every language has this same file (a test checks it).
import type { ResourceKey } from 'i18next';

export { default as common } from './common.json';

export const namespaces = import.meta.glob<{ default: ResourceKey }>(['./*.json', '!./common.json']);
