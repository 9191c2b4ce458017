// A refused call as the platform's error (an unexpected throw reads as "unknown").
export { asPlatformError } from '../../../shared/forms/server-errors.ts';
