import { hashCheaplyForTests } from '../src/auth/password.js';

// Runs before every file of the API suites (not the stress stage's, which measures real hashing):
// the accounts a test creates are hashed at a 16th of the cost. password.test.ts puts the real cost back.
hashCheaplyForTests();
