import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import { JOB_QUEUE, loadOptional } from './optional-packages.js';

describe('loadOptional', () => {
  it('says which packages a feature needs and how to install them when one is missing', async () => {
    const missing = () => import('bullmq-not-installed' as string);
    const queue = { ...JOB_QUEUE, packages: ['bullmq-not-installed', 'ioredis'] };
    await expect(loadOptional(queue, missing)).rejects.toThrow(InputError);
    await expect(loadOptional(queue, missing)).rejects.toThrow(
      'the job queue needs the packages bullmq-not-installed and ioredis, which are not installed: npm install bullmq-not-installed ioredis',
    );
  });

  it('loads what is installed, and passes other failures on unchanged', async () => {
    const { Queue } = await loadOptional(JOB_QUEUE, () => import('bullmq'));
    expect(typeof Queue).toBe('function');
    const broken = () => Promise.reject(new TypeError('not about packages'));
    await expect(loadOptional(JOB_QUEUE, broken)).rejects.toThrow(TypeError);
  });
});
