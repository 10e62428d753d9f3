import type * as ModuleThread from '../src/module-thread';

/** Threads started through the shared start, in a test file that mocks it with `countedModuleThread`. */
export const threadCounts = { started: 0 };

/**
 * The module-thread module with its start counted. In a test file:
 * `vi.mock('…/module-thread', async (importOriginal) => (await import('…/counted-threads')).countedModuleThread(await importOriginal()))`.
 */
export function countedModuleThread(actual: typeof ModuleThread): typeof ModuleThread {
  return {
    ...actual,
    startModuleThread: (...args: Parameters<typeof actual.startModuleThread>) => {
      threadCounts.started += 1;
      return actual.startModuleThread(...args);
    },
  };
}
