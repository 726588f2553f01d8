// The packages only the job queue needs: bullmq and ioredis, to talk to Redis. They are optional
// peer dependencies, so that a user who installs puzzlegraph for its library or its other
// commands gets no Redis client or job queue. A command that needs them loads them here, and says
// what to install when one is missing.
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
