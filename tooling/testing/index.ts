export { consoleErrorGuard, failOnConsoleError } from './fail-on-console-error.ts';
