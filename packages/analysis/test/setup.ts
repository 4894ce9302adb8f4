import { failOnConsoleError } from '@candlelens/tooling/testing';

// A test that logs an error it did not expect fails (see tooling/testing/fail-on-console-error.ts).
failOnConsoleError();
