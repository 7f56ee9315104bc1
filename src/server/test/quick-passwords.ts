import { hashQuicklyForTests } from '../passwords';

// The integration suite's setup file: scrypt at N = 2^10 for the hashes its process makes
// (src/server/passwords.ts says why, and what still runs at the stored cost).
hashQuicklyForTests();
