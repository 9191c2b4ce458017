// A refused call as the platform's error (an unexpected throw reads as "unknown").
import { PlatformError } from '../../../shared/api/index.ts';

export const asPlatformError = (error: unknown): PlatformError =>
  error instanceof PlatformError ? error : new PlatformError('unknown', 'unknown', 0);
