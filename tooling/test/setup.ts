import { failOnConsoleError } from '../testing/fail-on-console-error.ts';

failOnConsoleError();
