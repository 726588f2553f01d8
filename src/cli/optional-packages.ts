// The packages only some commands need: the job queue (bullmq, ioredis) and the thread pool for
// several levels at once (piscina). They are optional peer dependencies, so that a user who
// installs puzzlegraph for its library gets no Redis client, job queue or thread pool. A command
// that needs one loads it here, and says what to install when it is missing.
import { InputError } from '../errors.js';

/** What a feature needs, for the message: `the job queue needs bullmq and ioredis`. */
export interface OptionalFeature {
  feature: string;
  packages: readonly string[];
}

export const JOB_QUEUE: OptionalFeature = {
  feature: 'the job queue',
  packages: ['bullmq', 'ioredis'],
};
export const THREAD_POOL: OptionalFeature = {
  feature: 'solving several levels at once (--jobs)',
  packages: ['piscina'],
};

/**
 * Runs `load` (a dynamic import); when it fails because one of `need.packages` is not
 * installed, throws an InputError that names them and the command that installs them.
 */
export async function loadOptional<T>(need: OptionalFeature, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isMissingPackage(error, need.packages)) {
      const names = need.packages.join(' and ');
      throw new InputError(
        `${need.feature} needs the package${need.packages.length === 1 ? '' : 's'} ${names}, which ${need.packages.length === 1 ? 'is' : 'are'} not installed: npm install ${need.packages.join(' ')}`,
      );
    }
    throw error;
  }
}

function isMissingPackage(error: unknown, packages: readonly string[]): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return false;
  const message = error instanceof Error ? error.message : String(error);
  return packages.some((name) => message.includes(`'${name}'`) || message.includes(`"${name}"`));
}
