// Test accounts' passwords are hashed at argon2id's smallest cost (passwords.ts): logins, sign-ups
// and transaction passwords are most of many tests' time at the real cost, and a check reads its
// parameters from the stored hash, so every test checks the same thing. Platforms run as their
// own processes (the browser suite, the WORKERS test) keep the real cost; so does the test of the
// parameters (login-same-work.test.ts).
import { usePasswordHashCost } from '../../src/platform/security/passwords.ts';

usePasswordHashCost('test');
