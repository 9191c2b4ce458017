/**
 * Call schema violations seen in this process (check.ts records them; tests read and clear them).
 * A module of its own so the vitest setup can read them without loading ajv and the call schemas
 * into test files that start no platform.
 */
export interface CallSchemaViolation {
  call: string | null;
  method: string;
  url: string;
  status: number;
  problems: string[];
}

/** Every violation seen in this process (tests read and clear it). */
export const callSchemaViolations: CallSchemaViolation[] = [];
