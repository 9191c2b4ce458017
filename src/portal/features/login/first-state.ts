// The login machine's first state value, shown by the login form before the machine runs (its
// data-flow-state). tests/flows/login-first-state.test.ts fails if the machine's changes.
export const FIRST_FLOW_STATE = { flow: 'passwordForm', captcha: 'hidden' } as const;
