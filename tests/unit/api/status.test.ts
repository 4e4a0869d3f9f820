import { describe, expect, it } from 'vitest';
import { isSuccessStatus } from '../../../src/lib/api/status.ts';

describe('isSuccessStatus', () => {
  it.each([1, true, '1', 'true'])('treats %j as success', (status) => {
    expect(isSuccessStatus(status)).toBe(true);
  });

  it.each([0, false, '0', 'false', null, undefined, 2, 'ok', {}])('treats %j as failure', (status) => {
    expect(isSuccessStatus(status)).toBe(false);
  });
});
