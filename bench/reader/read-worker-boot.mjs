// Worker entry: lets the worker load the TypeScript reader the same way tsx does in the main thread.
import { register } from 'tsx/esm/api';

register();
await import('./read-worker.ts');
